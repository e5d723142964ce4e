import { Button, Flex, Image } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadFrom } from '@/lib/download';
import { spotQrDownloadUrl, spotQrUrl } from '../api/get-spot';

/** Spec 2 §9: the QR is 300 pixels; Download saves the same PNG as spot-<code>.png. */
export function SpotQr({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={12}>
      <Image
        src={spotQrUrl(id)}
        alt={t('QR code of spot {{code}}', { code })}
        width={300}
        height={300}
        preview={false}
        data-testid="spot-qr-image"
      />
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        onClick={() => downloadFrom(spotQrDownloadUrl(id))}
        data-testid="spot-qr-download"
      >
        {t('Download')}
      </Button>
    </Flex>
  );
}
