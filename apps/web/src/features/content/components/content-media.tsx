import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@cmis/shared';

/** The image or video of an item, at reading size; nothing for a text item. */
export function ContentMedia({ item, height = 200 }: { item: ContentItem; height?: number }) {
  const { t } = useTranslation();
  if (!item.fileUrl) return null;
  if (item.newsType === 2) {
    return (
      <Image
        src={item.fileUrl}
        alt={item.fileName ?? t('Image')}
        width="100%"
        height={height}
        style={{ objectFit: 'cover', display: 'block' }}
        data-testid="content-image"
      />
    );
  }
  return (
    // A same-origin request, so the session cookie is sent; the server streams the mp4.
    <video
      src={item.fileUrl}
      controls
      preload="metadata"
      style={{ width: '100%', height, background: '#000', display: 'block' }}
      aria-label={item.fileName ?? t('Video')}
    />
  );
}
