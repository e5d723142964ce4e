import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DuplicateCandidate } from '@cmis/shared';
import { localName } from '@/lib/format';
import { PersonSummary } from './person-summary';
import { ReasonTags, ScoreTag } from './reason-tags';

interface CandidateCardProps {
  candidate: DuplicateCandidate;
  /** Blocking records carry the "different person" tick. */
  confirm?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  /** Create mode: add the new crime to this record instead of entering the person again. */
  onAddCrime?: (id: number) => void;
}

/** Only the station that entered a record may add a crime to it (spec 2 §6). */
function AddCrimeAction({
  candidate,
  onAddCrime,
}: {
  candidate: DuplicateCandidate;
  onAddCrime: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { id, enteredBy } = candidate;
  if (!candidate.canEdit) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid={`not-ours-${id}`}>
        {t(
          'Entered by {{station}} police station: only that station can add a crime to it. If this is the same person, ask the unit admin to merge the records.',
          { station: localName(i18n.language, enteredBy.mr, enteredBy.en) },
        )}
      </Typography.Text>
    );
  }
  return (
    <Button
      type="primary"
      ghost
      icon={<PlusOutlined />}
      onClick={() => onAddCrime(id)}
      data-testid={`add-crime-to-${id}`}
    >
      {t('Add crime to this person')}
    </Button>
  );
}

/** A record found at entry: who he is, how alike, and what the officer can do about it. */
export function CandidateCard({ candidate, confirm, onAddCrime }: CandidateCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      style={{
        marginBottom: 8,
        borderColor: candidate.requiresConfirmation ? '#ffbb96' : undefined,
      }}
      styles={{ body: { padding: 12 } }}
      data-testid={`candidate-${candidate.id}`}
    >
      <PersonSummary person={candidate} />
      <Flex gap={6} wrap align="center" style={{ marginTop: 8 }}>
        <ScoreTag score={candidate.score} strong={candidate.requiresConfirmation} />
        <ReasonTags reasons={candidate.reasons} />
      </Flex>
      {(confirm || onAddCrime) && (
        <Flex
          justify="space-between"
          align="center"
          gap={12}
          wrap
          style={{ marginTop: 10, paddingTop: 10, borderTop: '1px solid #f0f0f0' }}
        >
          {confirm ? (
            <Checkbox
              checked={confirm.checked}
              disabled={confirm.disabled}
              onChange={(event) => confirm.onChange(event.target.checked)}
              data-testid={`different-person-${candidate.id}`}
            >
              {t('This is a different person')}
            </Checkbox>
          ) : (
            <span />
          )}
          {onAddCrime && <AddCrimeAction candidate={candidate} onAddCrime={onAddCrime} />}
        </Flex>
      )}
    </Card>
  );
}
