import { Avatar, Flex, Image, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './profile.css';

export const PROFILE_PHOTO_SIZE = 100;

interface PhotoCirclesProps {
  urls: readonly string[];
  alt: string;
  /** Show a placeholder avatar when there is no photo (the accused's own photos). */
  placeholder?: boolean;
}

/** Spec 2 §2.4: photos as 100x100 circles; a click enlarges them, one after the other. */
export function PhotoCircles({ urls, alt, placeholder = false }: PhotoCirclesProps) {
  const { t } = useTranslation();
  if (urls.length === 0) {
    return placeholder ? (
      <Avatar
        size={PROFILE_PHOTO_SIZE}
        icon={<UserOutlined />}
        style={{ background: '#e9eef7', color: '#8c9ab3', flex: 'none' }}
        aria-label={t('No photo')}
      />
    ) : (
      <Typography.Text type="secondary">{t('No photo')}</Typography.Text>
    );
  }
  return (
    <Image.PreviewGroup>
      <Flex gap={10} wrap>
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={`${alt} ${index + 1}`}
            width={PROFILE_PHOTO_SIZE}
            height={PROFILE_PHOTO_SIZE}
            rootClassName="cmis-photo-circle"
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
