import { Alert, Card, Checkbox, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_MESSAGES } from '@cmis/shared';
import { CandidateCard } from './candidate-card';
import { blockingOf, distinctOutcome } from './duplicate-state';
import type { DuplicateGate } from './use-duplicate-gate';
import { REASON_MAX_LENGTH } from '../reason-modal';

interface DuplicatePanelProps {
  gate: DuplicateGate;
  onAddCrime?: (id: number) => void;
}

/**
 * Issue 16 §3, at the top of step 1: the records that may be this person. Those that score
 * as the same person block Next and Done until the officer calls each a different person (or
 * none of them the person) and says why; the others are listed as possible, without blocking.
 */
export function DuplicatePanel({ gate, onAddCrime }: DuplicatePanelProps) {
  const { t } = useTranslation();
  const { candidates, answer, setAnswer, attempted } = gate;
  if (candidates.length === 0) return null;
  const blocking = blockingOf(candidates);
  const possible = candidates.filter((c) => !c.requiresConfirmation);
  const outcome = distinctOutcome(candidates, answer);
  const missing = attempted && outcome.kind === 'blocked' ? outcome.missing : null;

  const tick = (id: number, checked: boolean) =>
    setAnswer((current) => {
      const confirmed = new Set(current.confirmed);
      if (checked) confirmed.add(id);
      else confirmed.delete(id);
      return { ...current, confirmed };
    });

  return (
    <div style={{ marginBottom: 24 }} data-testid="duplicate-panel">
      <Alert
        type={blocking.length > 0 ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        message={
          blocking.length > 0
            ? t(DUPLICATE_MESSAGES.possibleDuplicate)
            : t('Records like this person were found. Check them before going on.')
        }
        description={
          blocking.length > 0
            ? t(
                'If he is one of them, add the crime to that record instead of entering him again. Otherwise tick "This is a different person" for each record and give the reason.',
              )
            : t(
                'They are not alike enough to stop the entry: go on if none of them is this person.',
              )
        }
      />
      {blocking.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('Likely the same person ({{count}})', { count: blocking.length })}
          </Typography.Title>
          {blocking.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              onAddCrime={onAddCrime}
              confirm={{
                checked: answer.noneOfThese || answer.confirmed.has(candidate.id),
                disabled: answer.noneOfThese,
                onChange: (checked) => tick(candidate.id, checked),
              }}
            />
          ))}
        </>
      )}
      {possible.length > 0 && (
        <>
          <Typography.Title level={5}>
            {t('Possibly the same person ({{count}})', { count: possible.length })}
          </Typography.Title>
          {possible.map((candidate) => (
            <CandidateCard key={candidate.id} candidate={candidate} onAddCrime={onAddCrime} />
          ))}
        </>
      )}
      {blocking.length > 0 && (
        <Card
          size="small"
          style={{ background: '#fffaf5', borderColor: missing ? '#ff4d4f' : '#ffd8bf' }}
          data-testid="distinct-confirmation"
        >
          <Checkbox
            checked={answer.noneOfThese}
            onChange={(event) =>
              setAnswer((current) => ({ ...current, noneOfThese: event.target.checked }))
            }
            style={{ marginBottom: 10 }}
            data-testid="none-of-these"
          >
            <Typography.Text strong>{t('None of these is the person')}</Typography.Text>
          </Checkbox>
          {missing === 'confirmation' && (
            <Typography.Text
              type="danger"
              role="alert"
              style={{ display: 'block', marginBottom: 8 }}
            >
              {t(DUPLICATE_MESSAGES.confirmEvery)}
            </Typography.Text>
          )}
          <label htmlFor="distinct-reason" style={{ display: 'block', marginBottom: 4 }}>
            <Typography.Text type="danger">* </Typography.Text>
            {t('Why is this a different person?')}
          </label>
          <Input.TextArea
            id="distinct-reason"
            rows={2}
            maxLength={REASON_MAX_LENGTH}
            value={answer.reason}
            status={missing === 'reason' ? 'error' : undefined}
            onChange={(event) =>
              setAnswer((current) => ({ ...current, reason: event.target.value }))
            }
            placeholder={t(
              'For example: different father’s name and village, checked with the photo',
            )}
            data-testid="distinct-reason"
          />
          {missing === 'reason' && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {t(DUPLICATE_MESSAGES.reasonRequired)}
            </Typography.Text>
          )}
        </Card>
      )}
    </div>
  );
}
