import { useTranslation } from 'react-i18next';
import type { SpotTime } from '@cmis/shared';

/** Spot time as the officer reads it (spec 2 §3.7: day or night). */
export function useSpotTimeLabel() {
  const { t } = useTranslation();
  return (time: SpotTime) => (time === 'day' ? t('Day') : t('Night'));
}
