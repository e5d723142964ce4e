import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, type FieldAccused } from '@cmis/shared';
import { enqueue, flushQueue } from '../queue/offline-queue';
import { PhotoInput, PositionLine } from './capture-fields';
import { currentPosition, type Position } from './device';

/**
 * "Seen here" (issue 20 item 2, इथे दिसला): the app user saw this accused where the phone
 * is. A photo is required; the position comes from the phone. Queued like a check-in (the
 * photo uploaded first, then POST /api/field/sightings once), so it is sent exactly once
 * when the network returns. The server checks it against the accused's externment orders.
 */
export function SightingSheet({
  accused,
  open,
  onClose,
}: {
  accused: FieldAccused | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [position, setPosition] = useState<Position | null>(null);
  const [positionError, setPositionError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const locate = () => {
    setPositionError(null);
    currentPosition().then(setPosition, () => setPositionError(FIELD_MESSAGES.positionRequired));
  };

  useEffect(() => {
    if (!open) return;
    setPosition(null);
    setPhoto(null);
    setDetails('');
    setError(null);
    locate();
  }, [open, accused]);

  const submit = async () => {
    if (!accused) return;
    if (!position) return setError(FIELD_MESSAGES.positionRequired);
    if (!photo) return setError(FIELD_MESSAGES.sightingPhotoRequired);
    if (details.length > 500) return setError(FIELD_MESSAGES.detailsTooLong);
    setBusy(true);
    const clientId = crypto.randomUUID();
    await enqueue({
      clientId,
      kind: 'sighting',
      label: accused.name,
      photo,
      body: {
        clientId,
        accusedId: accused.id,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracyMeters: position.accuracyMeters,
        details: details.trim(),
        seenAt: new Date().toISOString(),
      },
    });
    setBusy(false);
    onClose();
    const result = navigator.onLine ? await flushQueue() : { sent: 0, needsLogin: false };
    if (result.sent > 0) void message.success(t('Sighting sent'));
    else void message.info(t('Saved on the phone; it will be sent when the network returns'));
  };

  return (
    <Drawer
      open={open && accused !== null}
      onClose={onClose}
      placement="bottom"
      height="auto"
      title={accused ? `${t('Seen here')}: ${accused.name}` : ''}
      destroyOnHidden
    >
      <Flex vertical gap={14}>
        <PositionLine
          position={position}
          error={positionError}
          onRefresh={locate}
          testId="sighting-position"
        />
        <PhotoInput
          hasPhoto={photo !== null}
          onPhoto={(shrunk) => {
            setPhoto(shrunk);
            // The 'take a photo' message is answered.
            setError(null);
          }}
          testId="sighting-photo"
        />
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          placeholder={t('Details')}
          data-testid="sighting-details"
        />
        {error && <Alert type="error" showIcon message={t(error)} />}
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          onClick={() => void submit()}
          data-testid="sighting-submit"
        >
          {t('Send sighting')}
        </Button>
      </Flex>
    </Drawer>
  );
}
