import { useState } from 'react';
import { Card, Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES } from '@cmis/shared';
import { BrandMark } from '@/components/brand-mark';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { POLICE_BLUE, POLICE_NAVY } from '@/lib/brand';
import { formatDate } from '@/lib/format';
import { useContentFeed } from '../api/get-content-feed';
import { ContentMedia } from '../components/content-media';

const PAGE_SIZE = 12;

/** A text entry gets the CMIS shield where a picture would be, so the cards line up. */
function ShieldCover() {
  return (
    <div
      style={{
        height: 200,
        display: 'grid',
        placeItems: 'center',
        background: `linear-gradient(150deg, ${POLICE_NAVY} 0%, ${POLICE_BLUE} 100%)`,
      }}
    >
      <BrandMark size={72} />
    </div>
  );
}

/** /aboutCIMS (spec 1 §2): the active about-us entries, with image, date and description. */
export default function AboutCmisPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const feed = useContentFeed({ itemType: CONTENT_TYPES.aboutUs, page, size: PAGE_SIZE });
  const items = feed.data?.items ?? [];

  return (
    <>
      <PageHeader title={t('About CMIS')} subtitle={t('Criminal Monitoring Intelligent System')} />
      {feed.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />
        </div>
      )}
      {feed.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Card>
          <Empty description={t('No data available')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col key={item.id} xs={24} md={12} xl={8}>
              <Card
                cover={item.fileUrl ? <ContentMedia item={item} /> : <ShieldCover />}
                style={{ height: '100%' }}
                data-testid="about-cmis-item"
              >
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <CalendarOutlined /> {formatDate(item.publishedDate)}
                  </Typography.Text>
                  <Typography.Paragraph style={{ fontSize: 15, margin: 0, whiteSpace: 'pre-line' }}>
                    {item.description}
                  </Typography.Paragraph>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {(feed.data?.total ?? 0) > PAGE_SIZE && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={page + 1}
            pageSize={PAGE_SIZE}
            total={feed.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(next) => setPage(next - 1)}
          />
        </Flex>
      )}
    </>
  );
}
