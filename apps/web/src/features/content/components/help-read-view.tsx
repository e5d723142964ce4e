import { Card, Empty, Flex, List, Typography } from 'antd';
import { CalendarOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, type ContentItem } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { usePaging } from '@/components/paged-table';
import { PageHeader } from '@/components/page-header';
import { POLICE_BLUE } from '@/lib/brand';
import { formatDate } from '@/lib/format';
import { useContentFeed } from '../api/get-content-feed';
import { ContentMedia } from './content-media';

/** The help messages the state cell has published, for officers who do not manage them. */
export function HelpReadView() {
  const { t } = useTranslation();
  const { page, size, onChange } = usePaging();
  const feed = useContentFeed({ itemType: CONTENT_TYPES.help, page, size });

  return (
    <>
      <PageHeader title={t('Help')} subtitle={t('Guidance from the state CMIS cell')} />
      {feed.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />
        </div>
      )}
      <List<ContentItem>
        grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
        loading={feed.isPending}
        dataSource={feed.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('No help messages yet')} /> }}
        pagination={
          (feed.data?.total ?? 0) > size && {
            current: page + 1,
            pageSize: size,
            total: feed.data?.total ?? 0,
            showSizeChanger: true,
            onChange,
          }
        }
        renderItem={(item) => (
          <List.Item>
            <Card
              cover={item.fileUrl ? <ContentMedia item={item} height={180} /> : undefined}
              data-testid="help-item"
            >
              <Flex gap={12} align="flex-start">
                {!item.fileUrl && (
                  <QuestionCircleOutlined
                    style={{ fontSize: 22, color: POLICE_BLUE, marginTop: 2 }}
                  />
                )}
                <div style={{ minWidth: 0 }}>
                  <Typography.Paragraph style={{ fontSize: 15, whiteSpace: 'pre-line' }}>
                    {item.description || t('See the attached file.')}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <CalendarOutlined /> {formatDate(item.publishedDate)}
                  </Typography.Text>
                </div>
              </Flex>
            </Card>
          </List.Item>
        )}
      />
    </>
  );
}
