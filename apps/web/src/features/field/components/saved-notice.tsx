import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** Read from the phone's saved copy: "Offline — saved at <time>" (issue 20). */
export function SavedNotice({ savedAt }: { savedAt: string | undefined }) {
  const { t } = useTranslation();
  if (!savedAt) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="field-saved-notice"
      message={t('Offline — saved at {{time}}', { time: formatDateTime(savedAt) })}
    />
  );
}
