import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Image, Spin, Typography, Upload } from 'antd';
import {
  DeleteOutlined,
  FilePdfOutlined,
  InboxOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFile, UploadKind, UploadPurpose } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { POLICE_BLUE } from '@/lib/brand';
import { checkFile, UPLOAD_RULES, uploadFailureMessage, uploadFile } from '@/lib/upload';

interface UploadFieldProps {
  kind: UploadKind;
  /** The stored file (set by a Form.Item), or nothing yet. */
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  /** Narrows the file chooser; the kind's rule decides what is accepted. */
  accept?: string;
  disabled?: boolean;
  /** Set by Form.Item so its label points at the field. */
  id?: string;
  /** 'accused' for the accused forms, whose refusal sentences differ (spec 2 §5.6). */
  purpose?: UploadPurpose;
}

function useHint(kind: UploadKind): string {
  const { t } = useTranslation();
  switch (kind) {
    case 'image':
      return t('JPG or PNG, smaller than 2 MB');
    case 'video':
      return t('MP4, smaller than 20 MB');
    case 'pdf':
      return t('PDF, smaller than 2 MB');
  }
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Preview({ file, onRemove }: { file: UploadedFile; onRemove?: () => void }) {
  const { t } = useTranslation();
  const icon =
    file.kind === 'pdf' ? (
      <FilePdfOutlined style={{ fontSize: 32, color: '#c0392b' }} />
    ) : (
      <VideoCameraOutlined style={{ fontSize: 32, color: POLICE_BLUE }} />
    );
  return (
    <Flex
      align="center"
      gap={12}
      style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 8, background: '#fafbfd' }}
      data-testid="upload-preview"
    >
      {file.kind === 'image' ? (
        <Image
          src={file.url}
          alt={file.originalName}
          width={72}
          height={72}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <div style={{ width: 72, display: 'grid', placeItems: 'center' }}>{icon}</div>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {/* The file route needs the session cookie, which a same-origin link sends. */}
        <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer" ellipsis>
          {file.originalName}
        </Typography.Link>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {sizeLabel(file.size)}
          </Typography.Text>
        </div>
      </div>
      {onRemove && (
        <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('Remove file')} danger>
          {t('Remove')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * A form field that uploads one file to the upload service (architecture rule 6) and holds the
 * stored file. The spec's rules are checked here first so an officer learns at once; the
 * server checks the bytes again and its refusal is shown the same way.
 */
export function UploadField({
  kind,
  value,
  onChange,
  accept,
  disabled,
  id,
  purpose = 'general',
}: UploadFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const hint = useHint(kind);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);

  // A drawer closed during an upload no longer wants its answer.
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    const refusal = checkFile(kind, file);
    if (refusal) {
      void message.error(t(refusal));
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      const stored = await uploadFile(kind, file, controller.signal, purpose);
      onChange?.(stored);
    } catch (error) {
      if (controller.signal.aborted) return;
      // A lost session has already been handed to the session provider, which signs out.
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
    <Flex vertical gap={8} id={id} data-testid={`upload-field-${kind}`}>
      {value && <Preview file={value} onRemove={disabled ? undefined : () => onChange?.(null)} />}
      <Upload.Dragger
        accept={accept ?? UPLOAD_RULES[kind].accept}
        multiple={false}
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void start(file);
          // We send the file ourselves, so antd neither uploads nor lists it.
          return Upload.LIST_IGNORE;
        }}
        style={{ padding: '4px 0' }}
      >
        {busy ? (
          <Flex vertical align="center" gap={8} style={{ padding: '8px 0' }} aria-live="polite">
            <Spin />
            <Typography.Text>{t('Uploading...')}</Typography.Text>
          </Flex>
        ) : (
          <>
            <p className="ant-upload-drag-icon" style={{ marginBottom: 8 }}>
              <InboxOutlined />
            </p>
            <p className="ant-upload-text" style={{ fontSize: 14 }}>
              {value ? t('Choose another file') : t('Click or drag a file here to upload')}
            </p>
            <p className="ant-upload-hint">{hint}</p>
          </>
        )}
      </Upload.Dragger>
    </Flex>
  );
}
