import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { Select } from '@/components/form-kit/select';
import { ClearOutlined, FilterOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCUSED_MESSAGES } from '@cmis/shared';
import { useLocalName } from '@/lib/names';
import { useMasterList } from '@/lib/masters';
import { titleOptionGroups } from '../form/crime-options';
import {
  parseSortValue,
  SORT_VALUES,
  sortValue,
  type HeadingFilter,
  type HeadingFilterType,
  type SortChoice,
  type SortValue,
} from '../../list-query';

/** accusedListQuerySchema allows 50 headings. */
const MAX_HEADINGS = 50;

function useSortLabel(): (value: SortValue) => string {
  const { t } = useTranslation();
  return (value) => {
    switch (value) {
      case 'name:asc':
        return t('Name (A to Z)');
      case 'name:desc':
        return t('Name (Z to A)');
      case 'age:asc':
        return t('Age (youngest first)');
      case 'age:desc':
        return t('Age (oldest first)');
      case 'station:asc':
        return t('Police station (A to Z)');
      case 'station:desc':
        return t('Police station (Z to A)');
      case 'crimeCount:asc':
        return t('Total crimes (fewest first)');
      case 'crimeCount:desc':
        return t('Total crimes (most first)');
    }
  };
}

/** The crime types (by title) or crime titles (by sub-title), titles grouped under their type. */
function useHeadingOptions(type: HeadingFilterType) {
  const { i18n } = useTranslation();
  const name = useLocalName();
  const types = useMasterList('crime-types');
  const titles = useMasterList('crime-titles', type === 'title');
  return type === 'type'
    ? {
        loading: types.isLoading,
        options: (types.data ?? []).map((item) => ({ value: item.id, label: name(item) })),
      }
    : {
        loading: types.isLoading || titles.isLoading,
        options: titleOptionGroups(types.data ?? [], titles.data ?? [], [], i18n.language),
      };
}

export interface ListToolbarProps {
  filter: HeadingFilter | undefined;
  sort: SortChoice | undefined;
  onFilter: (filter: HeadingFilter | undefined) => void;
  onSort: (sort: SortChoice | undefined) => void;
}

/**
 * Spec 2 §2.1, under the search row: the filter type with its headings and Find, and the
 * sorter with Clear. Each switches the table to results and its Clear takes that part away
 * again; together with the search they narrow the same list.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sortLabel = useSortLabel();
  const [filterType, setFilterType] = useState<HeadingFilterType>(props.filter?.type ?? 'type');
  const [headingIds, setHeadingIds] = useState<number[]>(props.filter?.ids ?? []);
  const headings = useHeadingOptions(filterType);

  const find = () => {
    if (headingIds.length === 0) {
      // The same rule as the server's (spec 2 §5.1), said before asking it.
      void message.warning(t(ACCUSED_MESSAGES.findHeading));
      return;
    }
    props.onFilter({ type: filterType, ids: headingIds });
  };
  const clearFilter = () => {
    setHeadingIds([]);
    props.onFilter(undefined);
  };

  return (
    <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap>
        <Select<HeadingFilterType>
          value={filterType}
          onChange={(value) => {
            setFilterType(value);
            setHeadingIds([]);
          }}
          options={[
            { value: 'type', label: t('By title') },
            { value: 'title', label: t('By sub-title') },
          ]}
          aria-label={t('Filter type')}
          style={{ width: 150 }}
          data-testid="accused-filter-type"
        />
        <Select<number[]>
          mode="multiple"
          value={headingIds}
          onChange={(value) => setHeadingIds(value.slice(0, MAX_HEADINGS))}
          options={headings.options}
          loading={headings.loading}
          optionFilterProp="label"
          maxTagCount="responsive"
          allowClear
          placeholder={filterType === 'type' ? t('Select crime types') : t('Select crime titles')}
          aria-label={t('Headings')}
          style={{ width: 300 }}
          data-testid="accused-headings"
        />
        <Button
          type="primary"
          ghost
          icon={<FilterOutlined />}
          onClick={find}
          data-testid="accused-find"
        >
          {t('Find')}
        </Button>
        <Button icon={<ClearOutlined />} onClick={clearFilter} data-testid="filter-clear">
          {t('Clear')}
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        <Select<SortValue>
          value={sortValue(props.sort)}
          onChange={(value) => props.onSort(parseSortValue(value))}
          options={SORT_VALUES.map((value) => ({ value, label: sortLabel(value) }))}
          placeholder={t('Sort by')}
          suffixIcon={<SortAscendingOutlined />}
          aria-label={t('Sort by')}
          style={{ width: 220 }}
          popupMatchSelectWidth={false}
          data-testid="accused-sort"
        />
        <Button
          icon={<ClearOutlined />}
          onClick={() => props.onSort(undefined)}
          data-testid="sort-clear"
        >
          {t('Clear')}
        </Button>
      </Flex>
    </Flex>
  );
}
