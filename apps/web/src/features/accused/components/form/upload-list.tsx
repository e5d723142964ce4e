import type { ChangeEvent, DragEvent } from 'react';
import { App, Button, Flex, Image, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@cmis/shared';
import { UploadField } from '@/components/upload-field';
import { accusedUploadRefusal } from './upload-rules';

interface UploadListProps {
  kind: 'image' | 'pdf';
  /** Spec 2 §9: 5 photos, 2 handprints, 2 PDFs. */
  max: number;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Set by Form.Item so its label points at the field. */
  id?: string;
  testId?: string;
}

function Thumb({ file, onRemove }: { file: UploadedFile; onRemove: () => void }) {
  const { t } = useTranslation();
  const remove = (
    <Tooltip title={t('Remove')}>
      <Button
        size="small"
        danger
        shape="circle"
        icon={<DeleteOutlined />}
        aria-label={t('Remove')}
        onClick={onRemove}
        style={{ position: 'absolute', top: -8, right: -8, zIndex: 1 }}
      />
    </Tooltip>
  );
  if (file.kind === 'image') {
    return (
      <div style={{ position: 'relative' }} data-testid="upload-list-item">
        {remove}
        <Image
          src={file.url}
          alt={file.originalName}
          width={84}
          height={84}
          style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #d9d9d9' }}
        />
      </div>
    );
  }
  return (
    <div
      style={{
        position: 'relative',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        padding: '8px 12px',
        maxWidth: 260,
        background: '#fafbfd',
      }}
      data-testid="upload-list-item"
    >
      {remove}
      <Flex align="center" gap={8}>
        <FilePdfOutlined style={{ fontSize: 24, color: '#c0392b' }} />
        {/* The file route needs the session cookie, which a same-origin link sends. */}
        <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer" ellipsis>
          {file.originalName}
        </Typography.Link>
      </Flex>
    </div>
  );
}

/**
 * Several files of one kind (photos, handprints, records): the stored files as thumbnails,
 * and the shared UploadField to add one more until the limit is reached.
 */
export function UploadList({ kind, max, value, onChange, id, testId }: UploadListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = value ?? [];

  // The accused area's own refusal sentences (upload-rules.ts) are said before UploadField
  // would say the product's general ones; a refused file never reaches it.
  const refuse = (list: FileList | null | undefined): boolean => {
    const file = list?.[0];
    const refusal = file ? accusedUploadRefusal(kind, file, t) : null;
    if (refusal) void message.error(refusal);
    return refusal !== null;
  };
  const onChangeCapture = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.type !== 'file' || !refuse(event.target.files)) return;
    event.stopPropagation();
    event.target.value = '';
  };
  const onDropCapture = (event: DragEvent<HTMLDivElement>) => {
    if (!refuse(event.dataTransfer.files)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Flex vertical gap={12} id={id} data-testid={testId}>
      {files.length > 0 && (
        <Flex wrap gap={16} style={{ paddingTop: 8 }}>
          {files.map((file) => (
            <Thumb
              key={file.id}
              file={file}
              onRemove={() => onChange?.(files.filter((f) => f.id !== file.id))}
            />
          ))}
        </Flex>
      )}
      {files.length < max ? (
        <div onChangeCapture={onChangeCapture} onDropCapture={onDropCapture}>
          <UploadField
            kind={kind}
            purpose="accused"
            value={null}
            onChange={(file) => {
              if (file) onChange?.([...files, file]);
            }}
          />
        </div>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('{{n}} of {{max}} files', { n: files.length, max })}
      </Typography.Text>
    </Flex>
  );
}
