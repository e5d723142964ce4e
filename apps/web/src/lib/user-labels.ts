import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { useLocalName } from './names';

export interface UserLabels {
  /** SUPER ADMIN, ADMIN, or the police station's name for a station user (spec 1 §2). */
  role: string;
  unit: string | null;
  station: string | null;
  /** The area whose records the user sees. */
  scope: string;
}

export function useUserLabels(user: SessionUser): UserLabels {
  const { t } = useTranslation();
  const local = useLocalName();
  const unit = user.cityName ? local(user.cityName) : null;
  const station = user.stationName ? local(user.stationName) : null;
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
