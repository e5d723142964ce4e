import { Descriptions, Flex, Modal, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime, localName } from '@/lib/format';
import { useSpot } from '../api/get-spot';
import { SpotQr } from './spot-qr';
import { useSpotTimeLabel } from './spot-labels';

export function GeotagTag({ tagged }: { tagged: boolean }) {
  const { t } = useTranslation();
  return tagged ? (
    <Tag color="green">{t('Tagged')}</Tag>
  ) : (
    <Tag color="orange">{t('Not tagged yet')}</Tag>
  );
}

/**
 * Spec 2 §2.5: the QR Information modal: the QR, the spot's name, type, landmark and police
 * station, Tagged or Not tagged yet, and the patrol visits so far.
 */
export function QrInfoModal({ spotId, onClose }: { spotId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const spot = useSpot(spotId);
  const spotTimeLabel = useSpotTimeLabel();
  const data = spot.data;
  return (
    <Modal
      title={t('QR Information')}
      open={spotId !== null}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {spot.isError ? (
        <LoadFailure error={spot.error} onRetry={() => void spot.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="qr-info">
          <SpotQr id={data.id} code={data.code} />
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('Spot name')}>{data.name}</Descriptions.Item>
            <Descriptions.Item label={t('Spot type')}>
              {localName(i18n.language, data.spotTypeNameMr, data.spotTypeNameEn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('Landmark')}>{data.landmark}</Descriptions.Item>
            <Descriptions.Item label={t('Police station')}>
              {localName(i18n.language, data.stationNameMr, data.stationNameEn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('Spot time')}>
              {spotTimeLabel(data.spotTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('Patrolling person')}>
              {data.patrollingPerson}
            </Descriptions.Item>
            <Descriptions.Item label={t('Spot code')}>{data.code}</Descriptions.Item>
            <Descriptions.Item label={t('Geotag')}>
              <GeotagTag tagged={data.geotagged} />
            </Descriptions.Item>
            <Descriptions.Item label={t('Patrol visits')}>{data.visitCount}</Descriptions.Item>
            <Descriptions.Item label={t('Last visit')}>
              {data.lastVisitAt ? formatDateTime(data.lastVisitAt) : t('No visit yet')}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Modal>
  );
}
