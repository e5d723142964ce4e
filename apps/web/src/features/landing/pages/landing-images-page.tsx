import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Image,
  Switch,
  Table,
  Tabs,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EyeInvisibleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS, LANDING_SECTIONS, type LandingImage, type LandingSection } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { SECONDARY_TEXT } from '@/lib/brand';
import { ApiError } from '@/lib/api-client';
import { useLandingImages } from '../api/get-landing-images';
import { useSetLandingImageActive } from '../api/set-landing-image-active';
import { LandingImageDrawer } from '../components/landing-image-drawer';
import { useSectionName } from '../components/section-name';

const THUMB_WIDTH = 144;
const THUMB_HEIGHT = 60;

/**
 * The public image route serves active images only, so a switched-off one shows a
 * placeholder here instead of a broken picture.
 */
function Thumbnail({ image }: { image: LandingImage }) {
  const { t } = useTranslation();
  if (!image.active) {
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        gap={2}
        style={{
          width: THUMB_WIDTH,
          height: THUMB_HEIGHT,
          borderRadius: 4,
          background: '#f0f3f8',
          color: SECONDARY_TEXT,
          fontSize: 12,
        }}
      >
        <EyeInvisibleOutlined />
        {t('Not on the landing page')}
      </Flex>
    );
  }
  return (
    <Image
      src={image.url}
      alt={image.caption}
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      data-testid="landing-thumbnail"
    />
  );
}

function ActiveSwitch({ image }: { image: LandingImage }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useSetLandingImageActive();

  const change = async (active: boolean) => {
    try {
      const saved = await update.mutateAsync({ id: image.id, active });
      void message.success(t(saved.message));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(
        error instanceof ApiError ? t(error.message) : t('Something went wrong. Please try again.'),
      );
    }
  };

  return (
    <Switch
      checked={image.active}
      loading={update.isPending}
      onChange={(active) => void change(active)}
      checkedChildren={t('Active')}
      unCheckedChildren={t('In Active')}
      aria-label={t('Shown on the landing page')}
    />
  );
}

/** /landing-images (role 8): the pictures of the public landing page's two carousels. */
export default function LandingImagesPage() {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  const [section, setSection] = useState<LandingSection>('coverage');
  // A new drawer, and so an empty form, for every opening (spec 1 §4).
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const images = useLandingImages();
  const rows = (images.data ?? []).filter((image) => image.section === section);

  const columns: TableColumnsType<LandingImage> = [
    { title: t('Sr. No.'), key: 'serial', width: 80, render: (_v, _row, index) => index + 1 },
    {
      title: t('Image'),
      key: 'image',
      width: THUMB_WIDTH + 32,
      render: (_v, row) => <Thumbnail image={row} />,
    },
    {
      title: t('Caption'),
      dataIndex: 'caption',
      render: (caption: string) => caption || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('Status'),
      key: 'active',
      width: 140,
      render: (_v, row) => <ActiveSwitch image={row} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Landing Page')}
        subtitle={t('Pictures of the public page that visitors see before signing in')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
            data-testid="landing-add"
          >
            {t('Add image')}
          </Button>
        }
      />
      <Card>
        <Tabs
          activeKey={section}
          onChange={(key) => setSection(key as LandingSection)}
          items={LANDING_SECTIONS.map((value) => ({ key: value, label: sectionName(value) }))}
        />
        {images.isError && (
          <div style={{ marginBottom: 16 }}>
            <LoadFailure error={images.error} onRetry={() => void images.refetch()} />
          </div>
        )}
        <Table<LandingImage>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={{ spinning: images.isFetching, delay: DELAYS.spinnerMs }}
          pagination={false}
          scroll={{ x: 640 }}
        />
      </Card>
      <LandingImageDrawer
        key={drawer.key}
        open={drawer.open}
        section={section}
        onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
      />
    </>
  );
}
