import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DuplicateCandidate } from '@cmis/shared';
import { PersonSummary } from './person-summary';

/**
 * Issue 16 §6, under the Aadhaar field: the records that already hold the number. If one is
 * this person, the records are one person entered twice (the unit admin can merge them).
 */
export function AadhaarHolders({ candidates }: { candidates: readonly DuplicateCandidate[] }) {
  const { t } = useTranslation();
  if (candidates.length === 0) return null;
  return (
    <div
      style={{
        margin: '6px 0 8px',
        padding: '6px 10px',
        background: '#fff7f5',
        border: '1px solid #ffd8cc',
        borderRadius: 6,
      }}
      data-testid="aadhaar-holders"
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('Already on the arrests of:')}
      </Typography.Text>
      {candidates.map((candidate) => (
        <PersonSummary key={candidate.id} person={candidate} compact />
      ))}
    </div>
  );
}
