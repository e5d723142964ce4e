import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Image,
  List,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { EnvironmentOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldAccused } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useFieldAccusedDetail } from '../api/get-field-accused-detail';
import { DrawerClose } from './close-icon';
import { HomeDistance } from './home-distance';
import { SavedNotice } from './saved-notice';

/**
 * Issue 20: the details screen a constable opens by tapping a name — large photo, wanted
 * status, mobile (tap to call), home address with the distance from here, last check-in,
 * the crimes in short, and the check-in button. Offline it reads the phone's saved copy.
 */
export function AccusedDetails({
  accusedId,
  onClose,
  onCheckIn,
}: {
  accusedId: number | null;
  onClose: () => void;
  onCheckIn: (accused: FieldAccused) => void;
}) {
  const { t } = useTranslation();
  const local = useLocalName();
  const detail = useFieldAccusedDetail(accusedId);
  const a = detail.data;
  const name = a ? local(a.name, a.nameEn) : '';
  return (
    <Drawer
      open={accusedId !== null}
      onClose={onClose}
      placement="right"
      width="100%"
      title={name}
      closable={false}
      extra={<DrawerClose onClose={onClose} />}
      destroyOnHidden
      data-testid="field-details"
      styles={{ body: { padding: 12 } }}
    >
      {detail.isError && <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.isLoading && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
      {a && (
        <Flex vertical gap={12}>
          <SavedNotice savedAt={a.savedAt} />
          <Flex justify="center">
            {a.photoUrl ? (
              <Image
                src={a.photoUrl}
                alt={name}
                width="100%"
                style={{ maxHeight: 360, objectFit: 'contain', background: '#fff' }}
                data-testid="field-details-photo"
              />
            ) : (
              <UserOutlined style={{ fontSize: 96, color: '#bfbfbf' }} aria-label={name} />
            )}
          </Flex>
          <Flex gap={8} wrap align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            {a.currentCondition && (
              <Tag color="red" data-testid="field-details-wanted">
                {a.currentCondition === 'wanted' ? t('Wanted') : t('Absconding')}
              </Tag>
            )}
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('Age')}>{a.age}</Descriptions.Item>
            <Descriptions.Item label={t('Mobile')}>
              {a.mobile ? (
                <Button
                  href={`tel:${a.mobile}`}
                  icon={<PhoneOutlined />}
                  data-testid="field-details-call"
                >
                  {a.mobile}
                </Button>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('Address')}>
              <Flex vertical gap={4}>
                <span>{a.address}</span>
                <HomeDistance home={a.home} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('Last check-in')}>
              {a.lastCheckinAt ? formatDateTime(a.lastCheckinAt) : t('Not checked yet')}
            </Descriptions.Item>
          </Descriptions>
          <Button
            type="primary"
            size="large"
            block
            icon={<EnvironmentOutlined />}
            onClick={() => onCheckIn(a)}
            data-testid="field-details-checkin"
          >
            {t('Check in')}
          </Button>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('Crimes')} ({a.crimes.length})
          </Typography.Title>
          {a.crimes.length === 0 ? (
            <Alert type="info" message={t('No crimes recorded')} />
          ) : (
            <List
              size="small"
              bordered
              dataSource={a.crimes}
              renderItem={(c) => (
                <List.Item data-testid="field-details-crime">
                  <Flex vertical>
                    <Typography.Text strong>{local(c.title)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {c.registerNumber}/{c.registerYear} · {local(c.station)} ·{' '}
                      {formatDate(c.registeredOn)}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
