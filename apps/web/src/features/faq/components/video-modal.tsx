import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface VideoModalProps {
  /** The video to play, or null when the modal is closed. */
  video: { title: string; url: string } | null;
  onClose: () => void;
}

/** Plays a guidance video in the page; the file route answers with the session cookie. */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={video !== null}
      title={video?.title}
      onCancel={onClose}
      footer={null}
      width={860}
      centered
      // Closing removes the player, so the video stops instead of playing on unseen.
      destroyOnHidden
    >
      {video && (
        <video
          src={video.url}
          controls
          autoPlay
          preload="metadata"
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 4 }}
          aria-label={video.title}
          data-testid="faq-video"
        >
          {t('Your browser cannot play this video.')}
        </video>
      )}
    </Modal>
  );
}
