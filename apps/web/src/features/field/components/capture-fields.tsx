import { Button, Flex, Typography } from 'antd';
import { CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shrinkPhoto, type Position } from './device';

/** The phone's position as a sheet shows it, with a refresh (check-in, "seen here"). */
export function PositionLine({
  position,
  error,
  onRefresh,
  testId,
}: {
  position: Position | null;
  error: string | null;
  onRefresh: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" wrap>
      <EnvironmentOutlined />
      {position ? (
        <Typography.Text data-testid={testId}>
          {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
          {position.accuracyMeters !== null && ` (±${Math.round(position.accuracyMeters)} m)`}
        </Typography.Text>
      ) : (
        <Typography.Text type={error ? 'danger' : 'secondary'}>
          {error ? t(error) : t('Finding your position…')}
        </Typography.Text>
      )}
      <Button size="small" onClick={onRefresh}>
        {t('Refresh position')}
      </Button>
    </Flex>
  );
}

/** The camera button: the photo is shrunk on the phone before it is queued. */
export function PhotoInput({
  hasPhoto,
  onPhoto,
  testId,
}: {
  hasPhoto: boolean;
  onPhoto: (photo: Blob) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label>
      <Flex gap={8} align="center">
        <Button
          icon={<CameraOutlined />}
          onClick={(e) => (e.currentTarget.nextElementSibling as HTMLInputElement | null)?.click()}
        >
          {hasPhoto ? t('Retake photo') : t('Take photo')}
        </Button>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          data-testid={testId}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void shrinkPhoto(file).then(onPhoto);
          }}
        />
        {hasPhoto && <Typography.Text type="success">{t('Photo ready')}</Typography.Text>}
      </Flex>
    </label>
  );
}
