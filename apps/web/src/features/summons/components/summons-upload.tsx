import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Spin, Typography, Upload } from 'antd';
import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  MALICIOUS_NAME_PATTERN,
  SUMMONS_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadedFile,
} from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { uploadFailureMessage, uploadFile } from '@/lib/upload';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'];

/**
 * Spec 2 §5.9: one jpg, jpeg, png or pdf under 2 MB, or the spec's message. Null when the
 * file may be sent; the server judges the bytes again.
 */
export function checkSummonsFile(file: { name: string; type: string; size: number }) {
  if (MALICIOUS_NAME_PATTERN.test(file.name)) return UPLOAD_MESSAGES.malicious;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? [...IMAGE_TYPES, 'application/pdf'].includes(file.type.toLowerCase())
    : EXTENSIONS.includes(ext);
  if (!typeOk) return SUMMONS_MESSAGES.uploadType;
  if (file.size === 0) return UPLOAD_MESSAGES.missing;
  if (file.size >= LIMITS.imageMaxBytes) return SUMMONS_MESSAGES.uploadSize;
  return null;
}

/** One sheet (image or PDF) uploaded for a summons entry; the form keeps the stored file. */
export function SummonsUpload({
  value,
  onChange,
  id,
  testId,
}: {
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    const refusal = checkSummonsFile(file);
    if (refusal) {
      void message.error(t(refusal));
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
      onChange?.(await uploadFile(isPdf ? 'pdf' : 'image', file, controller.signal, 'summons'));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(t(uploadFailureMessage(error)));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(false);
      }
    }
  };

  return (
    <Flex vertical gap={8} id={id} data-testid={testId}>
      {value && (
        <Flex align="center" gap={8} data-testid="summons-upload-preview">
          <PaperClipOutlined />
          <Typography.Link href={value.url} target="_blank" rel="noopener noreferrer" ellipsis>
            {value.originalName}
          </Typography.Link>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(null)}
            aria-label={t('Remove file')}
          />
        </Flex>
      )}
      <Upload.Dragger
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        {busy ? (
          <Spin />
        ) : (
          <>
            <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
              <InboxOutlined />
            </p>
            <p className="ant-upload-text" style={{ fontSize: 14 }}>
              {value ? t('Choose another file') : t('Click or drag a file here to upload')}
            </p>
            <p className="ant-upload-hint">{t('JPG, PNG or PDF, smaller than 2 MB')}</p>
          </>
        )}
      </Upload.Dragger>
    </Flex>
  );
}
