import { useState } from 'react';
import { Avatar, Button, Input, List, Tag, Typography } from 'antd';
import { EnvironmentOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldAccused } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useFieldAccused } from '../api/get-field-accused';
import { AccusedDetails } from './accused-details';
import { CheckinSheet } from './checkin-sheet';
import { SightingSheet } from './sighting-sheet';
import { useCheckinLink } from './checkin-link';
import { SavedNotice } from './saved-notice';

/**
 * The accused the app user's police station checks, each with a check-in button; a tap on
 * a name opens its details (issue 20). Offline it reads the phone's saved copy.
 */
export function AccusedList() {
  const { t } = useTranslation();
  const local = useLocalName();
  const [search, setSearch] = useState('');
  const accused = useFieldAccused(search, true);
  const [chosen, setChosen] = useState<FieldAccused | null>(null);
  const [seen, setSeen] = useState<FieldAccused | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  useCheckinLink(setChosen);
  return (
    <div style={{ padding: 12 }}>
      <Input.Search
        allowClear
        placeholder={t('Search by name')}
        onSearch={(v) => setSearch(v.trim())}
        style={{ marginBottom: 12 }}
      />
      <SavedNotice savedAt={accused.data?.savedAt} />
      {accused.isError && (
        <LoadFailure error={accused.error} onRetry={() => void accused.refetch()} />
      )}
      <List<FieldAccused>
        // The two buttons go under the name and address: beside them they squeezed the
        // text into a column a few letters wide on a 390 px phone.
        itemLayout="vertical"
        loading={accused.isLoading}
        dataSource={accused.data?.items ?? []}
        locale={{ emptyText: t('No accused to check') }}
        renderItem={(a) => (
          <List.Item
            data-testid={`field-accused-${a.id}`}
            actions={[
              <Button
                key="in"
                type="primary"
                icon={<EnvironmentOutlined />}
                onClick={() => setChosen(a)}
              >
                {t('Check in')}
              </Button>,
              <Button
                key="seen"
                icon={<EyeOutlined />}
                onClick={() => setSeen(a)}
                data-testid={`field-seen-${a.id}`}
              >
                {t('Seen here')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar
                  size={48}
                  src={a.photoUrl ?? undefined}
                  alt={local(a.name, a.nameEn)}
                  icon={<UserOutlined />}
                />
              }
              title={
                <Button
                  type="link"
                  onClick={() => setOpened(a.id)}
                  data-testid="field-open-details"
                  style={{ padding: 0, minHeight: 44, height: 'auto', whiteSpace: 'normal' }}
                >
                  {local(a.name, a.nameEn)}
                </Button>
              }
              description={
                <>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.address}
                  </Typography.Text>
                  <div>
                    {a.lastCheckinAt ? (
                      <Tag>
                        {t('Last check-in')}: {formatDateTime(a.lastCheckinAt)}
                      </Tag>
                    ) : (
                      <Tag color="orange">{t('Not checked yet')}</Tag>
                    )}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <AccusedDetails
        accusedId={opened}
        onClose={() => setOpened(null)}
        onCheckIn={(a) => {
          setOpened(null);
          setChosen(a);
        }}
      />
      <CheckinSheet accused={chosen} onClose={() => setChosen(null)} />
      <SightingSheet accused={seen} open={seen !== null} onClose={() => setSeen(null)} />
    </div>
  );
}
