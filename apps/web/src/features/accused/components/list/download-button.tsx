import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Opens the download modal (spec 2 §2.3 'Download modal', §5.7) of the list below. */
export function DownloadButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      icon={<DownloadOutlined />}
      onClick={onClick}
      disabled={disabled}
      data-testid="accused-download"
    >
      {t('Download')}
    </Button>
  );
}
