import { Image, Typography } from 'antd';

/**
 * A row's photos as 50×50 thumbnails (spec 3 §2.2); a click opens the viewer, which pages
 * through the row's other photos.
 */
export function PhotoThumbs({ urls, alt }: { urls: readonly string[]; alt: string }) {
  if (urls.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const [first, ...rest] = urls;
  return (
    <Image.PreviewGroup items={[...urls]}>
      <Image
        src={first}
        alt={alt}
        width={50}
        height={50}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        data-testid="report-photo"
      />
      {rest.length > 0 && (
        <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
          +{rest.length}
        </Typography.Text>
      )}
    </Image.PreviewGroup>
  );
}
