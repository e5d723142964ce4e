import { useState } from 'react';
import { Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppUsersReportRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { appUsersExportUrl, useAppUsersReport } from '../api/get-app-users-report';
import { useReportColumns } from '../components/report-columns';
import { UnitFilter } from '../components/unit-filter';

/**
 * Spec 3 §2.8 Total App Users (role 8): loads on mount; app users per police station with
 * the total, active (Approved) and inactive counts, for the state or one chosen unit.
 */
export default function AppUsersReportPage() {
  const { t } = useTranslation();
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const query = useAppUsersReport(cityId);
  const col = useReportColumns();
  const title = t('Total App Users');

  const columns: TableColumnsType<AppUsersReportRow> = [
    col.serial(),
    col.unit(),
    col.station(),
    { title: t('App users'), dataIndex: 'count', width: 120 },
    { title: t('Active'), dataIndex: 'active', width: 100 },
    { title: t('Inactive'), dataIndex: 'inactive', width: 100 },
  ];

  return (
    <>
      <PageHeader title={title} />
      <ReportToolbar
        hasResults={(query.data?.total ?? 0) > 0}
        kinds={['excel', 'pdf']}
        // No dates: it describes today, so the PDF is named by the title alone.
        excelUrl={appUsersExportUrl(cityId)}
      >
        <UnitFilter value={cityId} onChange={setCityId} testId="app-users-unit" width={240} />
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.total === 0}>
        {(d) => (
          <>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col xs={24} sm={8}>
                <Card size="small">
                  <Statistic title={t('Total')} value={d.total} data-testid="app-users-total" />
                </Card>
              </Col>
              <Col xs={24} sm={8}>
                <Card size="small">
                  <Statistic title={t('Active')} value={d.active} />
                </Card>
              </Col>
              <Col xs={24} sm={8}>
                <Card size="small">
                  <Statistic title={t('Inactive')} value={d.inactive} />
                </Card>
              </Col>
            </Row>
            <Table<AppUsersReportRow>
              rowKey="stationId"
              size="middle"
              columns={columns}
              dataSource={d.rows}
              pagination={{ defaultPageSize: 10, showSizeChanger: true }}
              data-testid="app-users-table"
            />
          </>
        )}
      </ReportResults>
    </>
  );
}
