import { useTranslation } from 'react-i18next';
import {
  SUMMONS_CRIME_TYPES,
  SUMMONS_PARTY_TYPES,
  type SummonsSentBy,
  type SummonsStage,
} from '@cmis/shared';

/** The option lists of spec 2 §3.8, translated (the English words are the keys). */
export function useSummonsLabels() {
  const { t } = useTranslation();
  const crimeType = (id: number) =>
    t(SUMMONS_CRIME_TYPES[id as keyof typeof SUMMONS_CRIME_TYPES] ?? String(id));
  const partyType = (id: number) =>
    t(SUMMONS_PARTY_TYPES[id as keyof typeof SUMMONS_PARTY_TYPES] ?? String(id));
  const stage = (s: SummonsStage) =>
    s === 'registered'
      ? t('Registered')
      : s === 'fetched'
        ? t('Fetched by police station')
        : t('Completed');
  const sentBy = (s: SummonsSentBy) => (s === 'post' ? t('By post') : t('In person'));
  const informed = (v: 'YES' | 'NO') => (v === 'YES' ? t('Yes') : t('No'));
  const crimeTypeOptions = Object.keys(SUMMONS_CRIME_TYPES).map((id) => ({
    value: Number(id),
    label: crimeType(Number(id)),
  }));
  const partyTypeOptions = Object.keys(SUMMONS_PARTY_TYPES).map((id) => ({
    value: Number(id),
    label: partyType(Number(id)),
  }));
  return { crimeType, partyType, stage, sentBy, informed, crimeTypeOptions, partyTypeOptions };
}
