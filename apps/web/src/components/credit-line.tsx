import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The developer credit the spec puts in the footer (spec 1 §2 Layout). */
export function CreditLine({ fontSize = 13 }: { fontSize?: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize }}>
      © {new Date().getFullYear()} {t('Maharashtra Police')} ·{' '}
      {t('Designed and developed by the CMIS development team')}
    </Typography.Text>
  );
}
