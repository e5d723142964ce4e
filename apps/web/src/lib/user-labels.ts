import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { localName } from './format';

export interface UserLabels {
  /** SUPER ADMIN, ADMIN, or the police station's name for a station user (spec 1 §2). */
  role: string;
  unit: string | null;
  station: string | null;
  /** The area whose records the user sees. */
  scope: string;
}

export function useUserLabels(user: SessionUser): UserLabels {
  const { t, i18n } = useTranslation();
  const unit = user.cityName ? localName(i18n.language, user.cityName.mr, user.cityName.en) : null;
  const station = user.stationName
    ? localName(i18n.language, user.stationName.mr, user.stationName.en)
    : null;
  switch (user.role) {
    case '8':
      return { role: t('SUPER ADMIN'), unit, station, scope: t('State of Maharashtra') };
    case '4':
      return { role: t('ADMIN'), unit, station, scope: unit ?? t('State of Maharashtra') };
    case '2':
      return {
        role: station ?? t('Police station user'),
        unit,
        station,
        scope: [station, unit].filter(Boolean).join(', '),
      };
  }
}
