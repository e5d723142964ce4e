import { useTranslation } from 'react-i18next';

import { MasterSelect } from '@/components/form-kit/master-select';
import { useCities } from '@/lib/masters';

/**
 * Role 8's unit filter on a report (the whole state when empty); the other roles always
 * read their own unit or station, so the pages show it to role 8 only.
 */
export function UnitFilter({
  value,
  onChange,
  testId,
  width = 220,
}: {
  value: number | undefined;
  onChange: (cityId: number | undefined) => void;
  testId: string;
  width?: number;
}) {
  const { t } = useTranslation();
  const cities = useCities();
  return (
    <MasterSelect
      allowClear
      style={{ width }}
      value={value}
      onChange={(v) => onChange(v as number | undefined)}
      placeholder={t('All units')}
      query={cities}
      data-testid={testId}
    />
  );
}
