import { Button, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface PhotoView {
  name: string;
  url: string;
}

/** Spec 2 §2.1, §9: the photo at up to 800 pixels, with the name, Download and Close. */
export function PhotoModal({ photo, onClose }: { photo: PhotoView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={photo !== null}
      title={photo?.name}
      width={800}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          href={photo?.url}
          // Named after the accused; the browser adds the picture's extension.
          download={photo?.name}
          data-testid="photo-download"
        >
          {t('Download')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('Close')}
        </Button>,
      ]}
    >
      {photo && (
        <div style={{ display: 'grid', placeItems: 'center', background: '#f5f7fb' }}>
          <img
            src={photo.url}
            alt={photo.name}
            style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
            data-testid="photo-modal-image"
          />
        </div>
      )}
    </Modal>
  );
}
