import { Flex, Image, Typography } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@cmis/shared';

/** The file of an item in a table row: a thumbnail for an image, a link for a video. */
export function ContentFile({ item, size = 48 }: { item: ContentItem; size?: number }) {
  const { t } = useTranslation();
  if (!item.fileUrl) return <Typography.Text type="secondary">—</Typography.Text>;
  if (item.newsType === 2) {
    return (
      <Image
        src={item.fileUrl}
        alt={item.fileName ?? t('Image')}
        width={size}
        height={size}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        data-testid="content-thumbnail"
      />
    );
  }
  return (
    <Typography.Link href={item.fileUrl} target="_blank" rel="noopener noreferrer">
      <Flex align="center" gap={6}>
        <VideoCameraOutlined />
        <Typography.Text ellipsis style={{ maxWidth: 160, color: 'inherit' }}>
          {item.fileName ?? t('Video')}
        </Typography.Text>
      </Flex>
    </Typography.Link>
  );
}
