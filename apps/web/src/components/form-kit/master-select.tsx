import { Select, type SelectProps } from './select';
import { useLocalName, type Named } from '@/lib/names';

/** A master row a select offers: its id and its two names. */
export type MasterRow = Named & { id: number };

/** A TanStack Query result of master rows (`useCities()`, `useStations(cityId)`…). */
export interface MasterQuery<T> {
  data?: readonly T[] | undefined;
  isLoading: boolean;
}

export type MasterSelectProps<T extends MasterRow> = Omit<
  SelectProps<number | number[]>,
  'options' | 'showSearch' | 'optionFilterProp'
> & {
  /** The rows offered; or give `query`. */
  items?: readonly T[] | undefined;
  /** A look-up hook's result: its rows, and its loading state for the spinner. */
  query?: MasterQuery<T>;
  /** The shown text when it is more than the name (e.g. an act's code); gets the local name. */
  label?: (row: T, name: string) => string;
  /** Rows to leave out (e.g. the state itself in a unit list). */
  filter?: (row: T) => boolean;
};

/**
 * The one searchable master-data select (architecture rule 12, decision 0044): names in the
 * officer's language, searched on the shown name. `value`, `onChange`, `id` and `aria-*`
 * pass through, so it works inside antd's `Form.Item`; `data-testid` passes through too.
 */
export function MasterSelect<T extends MasterRow>({
  items,
  query,
  label,
  filter,
  loading,
  ...rest
}: MasterSelectProps<T>) {
  const name = useLocalName();
  const rows = items ?? query?.data ?? [];
  return (
    <Select<number | number[]>
      showSearch
      optionFilterProp="label"
      loading={loading ?? query?.isLoading}
      options={(filter ? rows.filter(filter) : rows).map((row) => ({
        value: row.id,
        label: label ? label(row, name(row)) : name(row),
      }))}
      {...rest}
    />
  );
}
