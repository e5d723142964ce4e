import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { localName } from '@/lib/format';
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
  const { t, i18n } = useTranslation();
  const cities = useCities();
  return (
    <Select<number>
      allowClear
      style={{ width }}
      value={value}
      onChange={onChange}
      placeholder={t('All units')}
      loading={cities.isLoading}
      options={(cities.data ?? []).map((c) => ({
        value: c.id,
        label: localName(i18n.language, c.nameMr, c.nameEn),
      }))}
      data-testid={testId}
    />
  );
}
