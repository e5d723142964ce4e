import { useState } from 'react';
import { App, Button, Form, Modal, Segmented, Space } from 'antd';
import { FilePdfOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type FaqItem, type UploadedFile } from '@cmis/shared';
import { UploadField } from '@/components/upload-field';
import { ApiError } from '@/lib/api-client';
import { useReplaceFaqFile } from '../api/replace-faq-file';

type DocumentKind = 'pdf' | 'video';

interface ReplaceFileModalProps {
  /** The guidance item whose document is replaced; null when the modal is closed. */
  item: FaqItem | null;
  /** The item's title in the reader's language. */
  title: string;
  onClose: () => void;
}

/** Spec 3 §2.15, role 8: put a new PDF or video behind a guidance item. */
export function ReplaceFileModal({ item, title, onClose }: ReplaceFileModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      title={t('Replace document')}
      onCancel={onClose}
      footer={null}
      width={560}
      // A fresh form each time: no file left over from the previous item.
      destroyOnHidden
    >
      {item && <ReplaceFileForm item={item} title={title} onDone={onClose} />}
    </Modal>
  );
}

function ReplaceFileForm({
  item,
  title,
  onDone,
}: {
  item: FaqItem;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const replace = useReplaceFaqFile();
  // Offer the kind the item has now; a video stays a video unless the officer says otherwise.
  const [kind, setKind] = useState<DocumentKind>(item.fileKind === 'video' ? 'video' : 'pdf');
  const [file, setFile] = useState<UploadedFile | null>(null);
  // A message key, translated at render so a language switch re-translates it.
  const [fileError, setFileError] = useState<string | null>(null);

  const changeKind = (next: DocumentKind) => {
    setKind(next);
    // A PDF chosen before is not what the video field holds (and the reverse).
    setFile(null);
    setFileError(null);
  };

  const save = async () => {
    if (!file) return;
    try {
      const result = await replace.mutateAsync({ id: item.id, fileId: file.id });
      void message.success(t(result.message));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields.fileId) {
        setFileError(error.fields.fileId);
        return;
      }
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <p style={{ marginTop: 0 }}>
        <strong>{title}</strong>
      </p>
      <Form.Item label={t('Document type')}>
        <Segmented<DocumentKind>
          value={kind}
          onChange={changeKind}
          options={[
            { value: 'pdf', label: t('PDF document'), icon: <FilePdfOutlined /> },
            { value: 'video', label: t('Video'), icon: <VideoCameraOutlined /> },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('New file')}
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ? t(fileError) : undefined}
      >
        <UploadField
          // A new widget per kind: an upload still running for the other kind is dropped.
          key={kind}
          kind={kind}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
          }}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'end' }}>
        <Space>
          <Button onClick={onDone}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" disabled={!file} loading={replace.isPending}>
            {t('Save')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
