import { useTranslation } from 'react-i18next';
import { SECONDARY_TEXT } from '@/lib/brand';

/** The developer credit the spec puts in the footer (spec 1 §2 Layout). */
export function CreditLine({ fontSize = 13 }: { fontSize?: number }) {
  const { t } = useTranslation();
  return (
    // A plain span, not antd's Typography: the login page shows it and stays light (issue 8 §3).
    <span style={{ fontSize, color: SECONDARY_TEXT }}>
      © {new Date().getFullYear()} {t('Maharashtra Police')} ·{' '}
      {t('Designed and developed by the CMIS development team')}
    </span>
  );
}
