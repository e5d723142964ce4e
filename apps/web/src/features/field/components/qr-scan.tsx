import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Typography } from 'antd';
import { CameraOutlined, PictureOutlined, ScanOutlined } from '@ant-design/icons';
import jsQR from 'jsqr';
import { useTranslation } from 'react-i18next';
import { decodeSpotQr, FIELD_MESSAGES, SPOT_CODE_PATTERN, type VisitInput } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { createVisit } from '../api/create-visit';
import { enqueue, flushQueue } from '../queue/offline-queue';
import { outcomeOf } from '../queue/outcome';
import { currentPosition } from './device';
import { VisitResult, type ScanResult } from './visit-result';

function decodeCanvas(canvas: HTMLCanvasElement): string | null {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

async function decodeFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height));
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decodeCanvas(canvas);
}

/**
 * Online: the scan is sent at once and its answer shown (decision 0055). A refusal (too far,
 * no GPS fix to tag the spot) is final and shown with its numbers, not queued; a network or
 * server failure, or an ended session, leaves the scan to the offline queue.
 */
async function sendScan(body: VisitInput, label: string): Promise<ScanResult | null> {
  const queue = async () => {
    await enqueue({ clientId: body.clientId, kind: 'visit', label, body });
    return null;
  };
  if (!navigator.onLine) return queue();
  try {
    return { kind: 'visit', visit: await createVisit(body) };
  } catch (error) {
    if (error instanceof ApiError && outcomeOf(error.status) === 'failed') {
      return { kind: 'refused', message: error.message, params: error.params };
    }
    return queue();
  }
}

/**
 * Issue 5 §7 patrol visit: the camera reads a spot's QR (jsQR on video frames); a photo
 * of the QR or the typed 15-character code do the same where the camera cannot.
 */
export function QrScan() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setScanning(false);
  };
  useEffect(() => stop, []);

  const record = async (text: string) => {
    setError(null);
    setResult(null);
    const trimmed = text.trim();
    const spot = decodeSpotQr(trimmed);
    if (!spot && !SPOT_CODE_PATTERN.test(trimmed)) {
      setError(FIELD_MESSAGES.qrInvalid);
      return;
    }
    let position;
    try {
      position = await currentPosition();
    } catch {
      setError(FIELD_MESSAGES.positionRequired);
      return;
    }
    const clientId = crypto.randomUUID();
    const answer = await sendScan(
      {
        clientId,
        qr: trimmed,
        latitude: position.latitude,
        longitude: position.longitude,
        accuracyMeters: position.accuracyMeters,
        scannedAt: new Date().toISOString(),
      },
      spot?.name || trimmed,
    );
    setTyped('');
    if (answer) {
      setResult(answer);
      return;
    }
    const flushed = navigator.onLine ? await flushQueue() : { sent: 0, needsLogin: false };
    if (flushed.sent > 0) void message.success(t('Patrol visit recorded'));
    else void message.info(t('Saved on the phone; it will be sent when the network returns'));
  };

  const start = async () => {
    setError(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
      });
      stream.current = media;
      setScanning(true);
      const el = video.current;
      if (!el) return;
      el.srcObject = media;
      await el.play();
      const canvas = document.createElement('canvas');
      const tick = () => {
        if (!stream.current) return;
        if (el.videoWidth > 0) {
          canvas.width = el.videoWidth;
          canvas.height = el.videoHeight;
          canvas.getContext('2d', { willReadFrequently: true })?.drawImage(el, 0, 0);
          const text = decodeCanvas(canvas);
          if (text) {
            stop();
            void record(text);
            return;
          }
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    } catch {
      stop();
      setError(FIELD_MESSAGES.cameraUnavailable);
    }
  };

  return (
    <Card style={{ margin: 12 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('Scan the QR code of a patrol spot to record your visit.')}
        </Typography.Text>
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', display: scanning ? 'block' : 'none', background: '#000' }}
        />
        {scanning ? (
          <Button onClick={stop}>{t('Stop camera')}</Button>
        ) : (
          <Button
            type="primary"
            size="large"
            icon={<ScanOutlined />}
            onClick={() => void start()}
            data-testid="field-scan"
          >
            {t('Scan QR with camera')}
          </Button>
        )}
        <label>
          <Button
            block
            icon={<PictureOutlined />}
            onClick={(e) =>
              (e.currentTarget.nextElementSibling as HTMLInputElement | null)?.click()
            }
          >
            {t('Pick a photo of the QR')}
          </Button>
          <input
            type="file"
            accept="image/*"
            hidden
            data-testid="field-qr-photo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              void decodeFile(file).then((text) =>
                text ? record(text) : setError(FIELD_MESSAGES.qrInvalid),
              );
            }}
          />
        </label>
        <Flex gap={8}>
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={2000}
            placeholder={t('Or type the spot code')}
            prefix={<CameraOutlined />}
            data-testid="field-qr-code"
          />
          <Button onClick={() => void record(typed)} disabled={!typed.trim()}>
            {t('Record scan')}
          </Button>
        </Flex>
        {error && <Alert type="error" showIcon message={t(error)} />}
        {result && <VisitResult result={result} />}
      </Flex>
    </Card>
  );
}
