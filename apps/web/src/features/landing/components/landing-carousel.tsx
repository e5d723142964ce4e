import { Carousel, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LandingImage } from '@cmis/shared';

const HEIGHT = 'clamp(220px, 38vw, 460px)';

/** Spec 3 §2.16: the Media and Coverage carousels turn by themselves and fade. */
export function LandingCarousel({ images, loading }: { images: LandingImage[]; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return <Skeleton.Image active style={{ width: '100%', height: HEIGHT }} />;
  }
  if (images.length === 0) {
    return (
      <div style={{ height: HEIGHT, display: 'grid', placeItems: 'center', background: '#fff' }}>
        <Empty description={t('No pictures yet')} />
      </div>
    );
  }
  return (
    <Carousel autoplay autoplaySpeed={5000} effect="fade" dots={images.length > 1}>
      {images.map((image) => (
        <div key={image.id}>
          <figure
            style={{ position: 'relative', margin: 0, height: HEIGHT, background: '#0a2144' }}
          >
            <img
              src={image.url}
              alt={image.caption}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              data-testid="landing-slide"
            />
            {image.caption && (
              <figcaption
                lang="mr"
                style={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: '40px 28px 36px',
                  color: '#fff',
                  fontSize: 'clamp(16px, 2vw, 22px)',
                  fontWeight: 600,
                  background: 'linear-gradient(transparent, rgba(5,20,45,0.85))',
                }}
              >
                {image.caption}
              </figcaption>
            )}
          </figure>
        </div>
      ))}
    </Carousel>
  );
}
