import { useState } from 'react';
import { Table, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELAYS, LIMITS } from '@cmis/shared';
import { LoadFailure } from './load-failure';

export interface Paging {
  /** Zero-based, as the API takes it (architecture rule 8). */
  page: number;
  size: number;
  setPage: (page: number) => void;
  /** Serial number of a row: page index * page size + row index + 1 (spec 2 §2.1). */
  serial: (index: number) => number;
  onChange: (nextPage: number, nextSize: number) => void;
}

export function usePaging(initialSize: number = LIMITS.defaultPageSize): Paging {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  return {
    page,
    size,
    setPage,
    serial: (index) => page * size + index + 1,
    onChange: (nextPage, nextSize) => {
      // A new page size starts again from the first page.
      setPage(nextSize === size ? nextPage - 1 : 0);
      setSize(nextSize);
    },
  };
}

/**
 * A table paged on the server: the spinner after 500 ms (spec 2 §9), the size changer, the
 * total, and a load failure the user can retry instead of a spinner that never ends.
 */
export function PagedTable<T extends object>({
  query,
  paging,
  ...table
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  paging: Paging;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'>) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        </div>
      )}
      <Table<T>
        rowKey="id"
        size="middle"
        {...table}
        dataSource={query.data?.items ?? []}
        loading={{ spinning: query.isFetching, delay: DELAYS.spinnerMs }}
        pagination={{
          current: paging.page + 1,
          pageSize: paging.size,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('Total: {{total}}', { total }),
          onChange: paging.onChange,
        }}
      />
    </>
  );
}
