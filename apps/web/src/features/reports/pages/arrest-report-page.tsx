import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArrestReportRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { formatDate, formatDateTime } from '@/lib/format';
import { arrestExportUrl, useArrestReport } from '../api/get-arrest-report';
import { useReportColumns } from '../components/report-columns';

/**
 * Spec 3 §2.4 Arrest register: arrests whose arrest date falls in the range (Indian days),
 * in the caller's scope (docs/reports.md), with Excel and an A4 PDF of every row.
 */
export default function ArrestReportPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [applied, setApplied] = useState<{ startDate: string; endDate?: string } | null>(null);
  const paging = usePaging();
  const query = useArrestReport(applied && { ...applied, page: paging.page, size: paging.size });
  const title = t('Arrest register');
  const col = useReportColumns();

  const columns: TableColumnsType<ArrestReportRow> = [
    col.serial(paging.serial),
    col.name(),
    {
      title: t('Arrest date and time'),
      dataIndex: 'arrestedAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('Court date and time'),
      dataIndex: 'courtAt',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('Date of birth'),
      dataIndex: 'dateOfBirth',
      render: (v: string | null) => formatDate(v),
    },
    {
      title: t('Aadhaar number'),
      dataIndex: 'aadhaarMasked',
      render: (v: string | null) => v ?? '—',
    },
    col.photo(),
  ];

  return (
    <>
      <PageHeader title={title} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => {
          paging.setPage(0);
          setApplied(rangeQuery(picked, false));
        }}
        finding={query.isFetching}
        hasResults={(query.data?.total ?? 0) > 0}
        kinds={['excel', 'pdf']}
        excelUrl={applied && arrestExportUrl(applied)}
      />
      <ReportResults query={query} isEmpty={(d) => d.total === 0}>
        {() => (
          <div data-testid="arrest-table">
            <PagedTable<ArrestReportRow>
              query={query}
              paging={paging}
              columns={columns}
              scroll={{ x: 'max-content' }}
            />
          </div>
        )}
      </ReportResults>
    </>
  );
}
