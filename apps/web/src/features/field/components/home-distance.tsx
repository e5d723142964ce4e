import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { distanceLabel, haversineMeters, type LatLng } from '../offline/cache-logic';
import { currentPosition } from './device';

/**
 * How far the accused's locked home is from the phone (issue 20; haversine). Without a locked
 * home position there is nothing to measure from, and the screen says so.
 */
export function HomeDistance({ home }: { home: LatLng | null }) {
  const { t } = useTranslation();
  const [meters, setMeters] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!home) return;
    let live = true;
    setMeters(null);
    setFailed(false);
    currentPosition().then(
      (here) => live && setMeters(haversineMeters(here, home)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [home]);
  if (!home)
    return <Typography.Text type="secondary">{t('Home position not locked')}</Typography.Text>;
  if (failed) return <Typography.Text type="secondary">{t('Distance unknown')}</Typography.Text>;
  if (meters === null)
    return <Typography.Text type="secondary">{t('Finding your position…')}</Typography.Text>;
  return (
    <Typography.Text strong data-testid="field-home-distance">
      {t('{{distance}} from here', { distance: distanceLabel(meters) })}
    </Typography.Text>
  );
}
