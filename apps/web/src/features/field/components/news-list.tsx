import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { formatDate } from '@/lib/format';
import { useFieldNews } from '../api/get-field-news';

function Section({ title, items }: { title: string; items: ContentItem[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} style={{ margin: 12 }}>
      <List<ContentItem>
        dataSource={items}
        locale={{ emptyText: t('Nothing new') }}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                  {n.description}
                </Typography.Text>
              }
              description={formatDate(n.publishedDate)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The active news of the app user's city and the active notifications (issue 5 §7). */
export function NewsList() {
  const { t } = useTranslation();
  const news = useFieldNews();
  if (news.isError) return <LoadFailure error={news.error} onRetry={() => void news.refetch()} />;
  return (
    <>
      <Section title={t('News')} items={news.data?.news ?? []} />
      <Section title={t('Notifications')} items={news.data?.notifications ?? []} />
    </>
  );
}
