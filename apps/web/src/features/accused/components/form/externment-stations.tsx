import { useMemo } from 'react';
import { MasterSelect } from '@/components/form-kit/master-select';
import { FieldItem } from '@/components/form-kit/field-item';
import { useTranslation } from 'react-i18next';
import { useStationsOfCities } from '@/lib/masters';
import { useCurrentUser } from '@/lib/session';

/**
 * The police stations of the units an officer may pick an externed area from (issue 20):
 * those of the chosen units and of the officer's own unit, each once.
 */
export function useAreaStations(cityIds: readonly number[]) {
  const user = useCurrentUser();
  const units = useMemo(
    () => [...new Set([...(user.cityId ? [user.cityId] : []), ...cityIds])].sort((a, b) => a - b),
    [user.cityId, cityIds],
  );
  const results = useStationsOfCities(units);
  const stations = results.flatMap((r) => r.data ?? []);
  return {
    data: [...new Map(stations.map((s) => [s.id, s])).values()],
    isLoading: results.some((r) => r.isLoading),
  };
}

/** The externed area's police stations (the spec's "districts"), beside whole units. */
export function ExternmentStationsField({ cityIds }: { cityIds: readonly number[] }) {
  const { t } = useTranslation();
  const stations = useAreaStations(cityIds);
  return (
    <FieldItem col={24} name="externmentStationIds" label={t('Externment area (police stations)')}>
      <MasterSelect
        mode="multiple"
        allowClear
        placeholder={t('Select police stations')}
        query={stations}
        data-testid="preventive-externment-stations"
      />
    </FieldItem>
  );
}
