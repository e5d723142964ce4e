import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DELAYS, REPORT_MESSAGES } from '@cmis/shared';
import { LoadFailure } from '../load-failure';

/**
 * What a report shows for its query: nothing before Find, a retryable error instead of a
 * spinner that never ends (issue 6 §1), 'No data available' when empty, else the table.
 */
export function ReportResults<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.isFetching) {
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return query.isFetching ? (
      <Spin delay={DELAYS.spinnerMs} style={{ display: 'block', margin: '48px auto' }} />
    ) : null;
  }
  if (isEmpty(query.data)) {
    return <Empty description={t(REPORT_MESSAGES.noData)} data-testid="report-empty" />;
  }
  return <>{children(query.data)}</>;
}
