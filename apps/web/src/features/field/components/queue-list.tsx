import { Button, Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { discard } from '../queue/offline-queue';
import type { QueueItem } from '../queue/queue-store';

/** What waits on the phone; a refused item stays visible as failed until it is removed. */
export function QueueList({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ margin: 12 }} title={t('Waiting on this phone')}>
      <List<QueueItem>
        dataSource={items}
        locale={{ emptyText: t('Everything has been sent') }}
        renderItem={(item) => (
          <List.Item
            data-testid="field-queue-item"
            actions={
              item.state === 'failed'
                ? [
                    <Button
                      key="rm"
                      size="small"
                      danger
                      onClick={() => void discard(item.clientId)}
                    >
                      {t('Remove')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <>
                  {item.kind === 'checkin'
                    ? t('Check-in')
                    : item.kind === 'sighting'
                      ? t('Seen here')
                      : t('Patrol visit')}
                  : {item.label}
                </>
              }
              description={
                <>
                  <Typography.Text type="secondary">
                    {formatDateTime(item.createdAt)}
                  </Typography.Text>{' '}
                  {item.state === 'failed' ? (
                    <Tag color="red">
                      {t('Failed')}: {t(item.error ?? 'Invalid request.', item.errorParams)}
                    </Tag>
                  ) : (
                    <Tag color="gold">{t('Waiting for network')}</Tag>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
