import { Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoPlusNewStatisticsRow, TwoPlusRow } from '@cmis/shared';
import { PagedTable } from '@/components/paged-table';
import { ReportResults } from '@/components/report/report-results';
import { StationCountTable } from '../report-columns';
import { CATEGORIES, useTwoPlusColumns } from './two-plus-columns';
import type { TwoPlusReport } from './use-two-plus-report';

/**
 * The applied 2-plus report: the new accused statistics, the per-station counts or the
 * accused list, and the drawer with one station's accused.
 */
export function TwoPlusResults({ report }: { report: TwoPlusReport }) {
  const { t } = useTranslation();
  const { applied, kind, effectiveView, queries, paging, drawerPaging, drawer } = report;
  const { newStats, stats, list, drawerList } = queries;
  const { listColumns, newColumns, local } = useTwoPlusColumns();

  return (
    <>
      {applied?.report === 'newStatistics' && (
        <ReportResults query={newStats} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <Table<TwoPlusNewStatisticsRow>
              rowKey="stationId"
              size="middle"
              columns={newColumns}
              dataSource={d.rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 10, showSizeChanger: true }}
              data-testid="two-plus-new-statistics"
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t('Total')}</strong>
                  </Table.Summary.Cell>
                  {CATEGORIES.map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i + 2}>
                      <strong>{d.total[c.key]}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          )}
        </ReportResults>
      )}
      {kind && effectiveView === 'statistics' && (
        <ReportResults query={stats} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <StationCountTable
              data={d}
              testId="two-plus-statistics"
              onOpen={report.openDrawer}
              countTestId="two-plus-count"
              totalTestId="two-plus-total"
            />
          )}
        </ReportResults>
      )}
      {kind && effectiveView === 'list' && (
        <ReportResults query={list} isEmpty={(d) => d.total === 0}>
          {() => (
            <div data-testid="two-plus-list">
              <Typography.Title level={5}>
                {t('Total')}: {list.data?.total ?? 0}
              </Typography.Title>
              <PagedTable<TwoPlusRow>
                query={list}
                paging={paging}
                rowKey="accusedId"
                columns={listColumns(paging.serial)}
                scroll={{ x: 'max-content' }}
              />
            </div>
          )}
        </ReportResults>
      )}
      <Drawer
        open={drawer !== null}
        onClose={report.closeDrawer}
        width={900}
        title={drawer ? local(drawer.station) : ''}
        destroyOnHidden
      >
        <div data-testid="two-plus-drawer">
          <ReportResults query={drawerList} isEmpty={(d) => d.total === 0}>
            {() => (
              <PagedTable<TwoPlusRow>
                query={drawerList}
                paging={drawerPaging}
                rowKey="accusedId"
                columns={listColumns(drawerPaging.serial)}
                scroll={{ x: 'max-content' }}
              />
            )}
          </ReportResults>
        </div>
      </Drawer>
    </>
  );
}
