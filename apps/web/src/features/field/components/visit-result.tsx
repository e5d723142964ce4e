import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VisitAnswer } from '../api/create-visit';

/** What became of a scan: refused (with the server's numbers), counted, a repeat, or flagged. */
export type ScanResult =
  | { kind: 'visit'; visit: VisitAnswer }
  | { kind: 'refused'; message: string; params?: Record<string, number | string> };

const metres = (n: number | null) => Math.round(n ?? 0);

export function VisitResult({ result }: { result: ScanResult }) {
  const { t } = useTranslation();
  if (result.kind === 'refused') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="field-visit-refused"
        message={t(result.message, result.params)}
      />
    );
  }
  const { visit } = result;
  const accuracy = metres(visit.accuracyMeters);
  const distance = metres(visit.distanceMeters);
  if (visit.flagged) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="field-visit-flagged"
        message={visit.spotName}
        description={t(
          'Kept but not counted: the position (±{{accuracy}} m) is too uncertain to confirm the visit ({{distance}} m from the spot). Scan again with a better GPS fix.',
          { accuracy, distance },
        )}
      />
    );
  }
  if (!visit.counted) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="field-visit-repeat"
        message={visit.spotName}
        description={t(
          'Already recorded: your earlier scan of this spot counts; this one is not counted again',
        )}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      data-testid="field-visit-recorded"
      message={`${t('Patrol visit recorded')}: ${visit.spotName}`}
      description={
        visit.geotagged
          ? t('This scan placed the spot on the map (±{{accuracy}} m)', { accuracy })
          : t('{{distance}} m from the spot', { distance })
      }
    />
  );
}
