import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Input } from 'antd';
import { RadioGroup } from '@/components/form-kit/radio-group';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, type FieldAccused } from '@cmis/shared';
import { useLocalName } from '@/lib/names';
import { enqueue, flushQueue } from '../queue/offline-queue';
import { DrawerClose } from './close-icon';
import { PhotoInput, PositionLine } from './capture-fields';
import { currentPosition, type Position } from './device';

/**
 * Issue 5 §7 check-in: the phone's position, a camera photo, found or not found and
 * details. It is queued on the phone first and sent at once when there is a network.
 */
export function CheckinSheet({
  accused,
  onClose,
}: {
  accused: FieldAccused | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const local = useLocalName();
  const [position, setPosition] = useState<Position | null>(null);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [found, setFound] = useState<boolean | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const locate = () => {
    setPositionError(null);
    currentPosition().then(setPosition, () => setPositionError(FIELD_MESSAGES.positionRequired));
  };

  useEffect(() => {
    if (!accused) return;
    setPosition(null);
    setPhoto(null);
    setFound(null);
    setDetails('');
    setError(null);
    locate();
  }, [accused]);

  const submit = async () => {
    if (!accused) return;
    if (!position) return setError(FIELD_MESSAGES.positionRequired);
    if (found === null) return setError(FIELD_MESSAGES.statusRequired);
    if (details.length > 500) return setError(FIELD_MESSAGES.detailsTooLong);
    setBusy(true);
    const clientId = crypto.randomUUID();
    await enqueue({
      clientId,
      kind: 'checkin',
      label: accused.name,
      photo: photo ?? undefined,
      body: {
        clientId,
        accusedId: accused.id,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracyMeters: position.accuracyMeters,
        found,
        details: details.trim(),
        capturedAt: new Date().toISOString(),
      },
    });
    setBusy(false);
    onClose();
    const result = navigator.onLine ? await flushQueue() : { sent: 0, needsLogin: false };
    if (result.sent > 0) void message.success(t('Check-in sent'));
    else void message.info(t('Saved on the phone; it will be sent when the network returns'));
  };

  return (
    <Drawer
      open={accused !== null}
      onClose={onClose}
      placement="bottom"
      height="auto"
      title={accused ? `${t('Check in')}: ${local(accused.name, accused.nameEn)}` : ''}
      closable={false}
      extra={<DrawerClose onClose={onClose} />}
      destroyOnHidden
    >
      <Flex vertical gap={14}>
        <PositionLine
          position={position}
          error={positionError}
          onRefresh={locate}
          testId="field-position"
        />
        <PhotoInput hasPhoto={photo !== null} onPhoto={setPhoto} testId="field-photo" />
        <RadioGroup
          value={found}
          onChange={(e) => setFound(e.target.value as boolean)}
          optionType="button"
          buttonStyle="solid"
          options={[
            { label: t('Found'), value: true },
            { label: t('Not found'), value: false },
          ]}
          data-testid="field-found"
        />
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          placeholder={t('Details')}
          data-testid="field-details"
        />
        {error && <Alert type="error" showIcon message={t(error)} />}
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          onClick={() => void submit()}
          data-testid="field-submit"
        >
          {t('Save check-in')}
        </Button>
      </Flex>
    </Drawer>
  );
}
