import { useState } from 'react';
import { App, Button, Drawer, Flex, Image, Space, Statistic, Table, Tag, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type GpsRecord } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime } from '@/lib/format';
import { useGpsHistory } from '../api/get-gps-history';
import { useGpsHomeLock } from '../api/lock-gps-home';
import { CheckinMap } from './checkin-map';
import { formatDistance } from './map-projection';

const position = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

/** Spec 1 §2: the drawer (width 1000) of one accused's check-ins, counts and home lock. */
export function GpsHistoryDrawer({
  accusedId,
  onClose,
}: {
  accusedId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const history = useGpsHistory(accusedId);
  const { lock, unlock } = useGpsHomeLock(accusedId ?? 0);
  const [selected, setSelected] = useState<number | null>(null);
  const data = history.data;
  const chosen = selected ?? data?.items[0]?.id ?? null;
  const locked = data?.home?.locked === true;
  const chosenCheckin = data?.items.find((i) => i.id === chosen) ?? null;
  // The chosen check-in is where the home is locked already: nothing to lock.
  const atLockedHome =
    locked &&
    chosenCheckin !== null &&
    data?.home?.latitude === chosenCheckin.latitude &&
    data.home.longitude === chosenCheckin.longitude;

  const answer = async (request: Promise<{ message: string }>) => {
    try {
      void message.success(t((await request).message));
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };
  const lockAt = (replace: boolean) =>
    chosen === null ? undefined : answer(lock.mutateAsync({ checkinId: chosen, replace }));
  // One locked address at a time (issue 17 §9): replacing it names both and asks first.
  const doLock = () => {
    if (!locked || !data?.home || !chosenCheckin) return void lockAt(false);
    modal.confirm({
      title: t('Replace the locked home address?'),
      content: t(
        'The home address locked at {{current}} will be replaced by the check-in of {{time}} at {{next}}.',
        {
          current: position(data.home),
          time: formatDateTime(chosenCheckin.capturedAt),
          next: position(chosenCheckin),
        },
      ),
      okText: t('Replace'),
      cancelText: t('Cancel'),
      onOk: () => lockAt(true),
    });
  };
  const doUnlock = () => answer(unlock.mutateAsync());

  return (
    <Drawer
      open={accusedId !== null}
      onClose={() => {
        setSelected(null);
        onClose();
      }}
      width={1000}
      title={
        data
          ? `${data.accused.name}${data.accused.nameEn ? ` (${data.accused.nameEn})` : ''}`
          : t('GPS history')
      }
      destroyOnHidden
    >
      {history.isError && (
        <LoadFailure error={history.error} onRetry={() => void history.refetch()} />
      )}
      {data && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{data.accused.address}</Typography.Text>
          <Flex gap={32} wrap>
            <Statistic title={t('Total check-ins')} value={data.counts.total} />
            <Statistic
              title={t('Found')}
              value={data.counts.found}
              valueStyle={{ color: '#389e0d' }}
            />
            <Statistic
              title={t('Not found')}
              value={data.counts.notFound}
              valueStyle={{ color: '#cf1322' }}
            />
          </Flex>
          <Flex gap={16} wrap align="flex-start">
            <CheckinMap
              checkins={data.items.map((i) => ({ ...i, label: formatDateTime(i.capturedAt) }))}
              home={locked ? data.home : null}
              selectedId={chosen}
              onSelect={setSelected}
            />
            <Flex vertical gap={8} style={{ flex: 1, minWidth: 260 }}>
              <Typography.Text strong>{t('Home address')}</Typography.Text>
              {locked && data.home ? (
                <Tag color="blue" icon={<LockOutlined />} data-testid="gps-home-locked">
                  {t('Locked')}: {position(data.home)}
                </Tag>
              ) : (
                <Tag data-testid="gps-home-unlocked">{t('Not locked')}</Tag>
              )}
              <Typography.Text type="secondary">
                {t(
                  'Choose a check-in in the table or on the map, then lock its position as the home address.',
                )}
              </Typography.Text>
              <Space wrap>
                <Button
                  type="primary"
                  icon={<LockOutlined />}
                  disabled={chosen === null || atLockedHome}
                  loading={lock.isPending}
                  onClick={doLock}
                  data-testid="gps-lock"
                >
                  {t('Lock address')}
                </Button>
                <Button
                  icon={<UnlockOutlined />}
                  disabled={!locked}
                  loading={unlock.isPending}
                  onClick={() => void doUnlock()}
                  data-testid="gps-unlock"
                >
                  {t('Unlock address')}
                </Button>
              </Space>
            </Flex>
          </Flex>
          <Table<GpsRecord>
            rowKey="id"
            size="small"
            dataSource={data.items}
            pagination={{ pageSize: 10 }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: chosen === null ? [] : [chosen],
              onChange: (keys) => setSelected(Number(keys[0])),
            }}
            columns={[
              {
                title: t('Date and time'),
                dataIndex: 'capturedAt',
                render: (v: string) => formatDateTime(v),
              },
              { title: t('App user'), dataIndex: 'userName' },
              {
                title: t('Status'),
                dataIndex: 'found',
                render: (found: boolean) =>
                  found ? (
                    <Tag color="green">{t('Found')}</Tag>
                  ) : (
                    <Tag color="red">{t('Not found')}</Tag>
                  ),
              },
              { title: t('Details'), dataIndex: 'details' },
              {
                title: t('Position'),
                key: 'position',
                render: (_v, r) => `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`,
              },
              {
                title: t('Distance from home'),
                dataIndex: 'distanceMeters',
                render: (m: number | null) => (m === null ? '—' : formatDistance(m)),
              },
              {
                title: t('Photo'),
                dataIndex: 'photoUrl',
                render: (url: string | null) =>
                  url ? (
                    <Image
                      src={url}
                      alt={data?.accused.name ?? t('Photo')}
                      width={48}
                      height={48}
                      style={{ objectFit: 'cover' }}
                    />
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
