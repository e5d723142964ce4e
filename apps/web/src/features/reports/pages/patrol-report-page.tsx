import { useState } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PatrolAppUserRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportPrint, useReportPrint, type PrintColumn } from '@/components/report/report-print';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar, type DownloadKind } from '@/components/report/report-toolbar';
import { downloadFrom } from '@/lib/download';
import { formatDateTime, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import {
  patrolAppUsersExportUrl,
  spotStationsExportUrl,
  usePatrolAppUsers,
  useSpotStations,
  type SpotRangeQuery,
} from '../api/get-spot-reports';
import {
  SpotStationTable,
  UnitFilter,
  spotStationPrint,
  spotStationPrintFooter,
  useSpotStationColumns,
} from '../components/spot-station-table';

type Variant = 'stations' | 'appUsers';

/**
 * Spec 3 §2.6 police-station patrol (round) statistics, roles 4 (its unit) and 8 (the state
 * or one unit), in two variants: per police station (spots, tagged, visited, rounds, app
 * users who patrolled, last visit) and per app user (rounds, spots, first and last visit).
 * Date range, Find, table, PDF (A4 print titled with the range) and Excel.
 */
export default function PatrolReportPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [variant, setVariant] = useState<Variant>('stations');
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [applied, setApplied] = useState<SpotRangeQuery | null>(null);
  const stations = useSpotStations(variant === 'stations' ? applied : null);
  const appUsers = usePatrolAppUsers(variant === 'appUsers' ? applied : null);
  const stationColumns = useSpotStationColumns('patrol', state);
  const { printing, print } = useReportPrint();
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);
  const title = t('Patrol round statistics');

  const userColumns: (PrintColumn<PatrolAppUserRow> & { key: string })[] = [
    { key: 'sr', title: t('Sr. No.'), render: (_r, i) => i + 1 },
    { key: 'name', title: t('Name'), render: (r) => r.name },
    { key: 'phone', title: t('Mobile number'), render: (r) => r.phone },
    ...(state
      ? [{ key: 'unit', title: t('Unit'), render: (r: PatrolAppUserRow) => local(r.unit) }]
      : []),
    { key: 'station', title: t('Police station'), render: (r) => local(r.station) },
    { key: 'rounds', title: t('Patrol rounds'), render: (r) => r.rounds },
    { key: 'spots', title: t('Spots visited'), render: (r) => r.spots },
    { key: 'first', title: t('First visit'), render: (r) => formatDateTime(r.firstVisitAt) },
    { key: 'last', title: t('Last visit'), render: (r) => formatDateTime(r.lastVisitAt) },
  ];
  const userTable: TableColumnsType<PatrolAppUserRow> = userColumns.map((c) => ({
    key: c.key,
    title: c.title,
    render: (_v: unknown, r: PatrolAppUserRow, i: number) => c.render(r, i),
  }));

  const current = variant === 'stations' ? stations : appUsers;
  const hasResults = (current.data?.rows.length ?? 0) > 0;

  const onDownload = (kind: DownloadKind) => {
    if (!applied) return;
    if (kind === 'pdf') print(title, applied);
    else if (variant === 'stations') downloadFrom(spotStationsExportUrl(applied, 'patrol'));
    else downloadFrom(patrolAppUsersExportUrl(applied));
  };

  return (
    <>
      <PageHeader title={title} />
      <Segmented<Variant>
        style={{ marginBottom: 16 }}
        value={variant}
        onChange={setVariant}
        options={[
          { value: 'stations', label: t('Per police station') },
          { value: 'appUsers', label: t('Per app user') },
        ]}
        data-testid="patrol-variant"
      />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => {
          const range = rangeQuery(picked, false);
          setApplied(range && (state && cityId !== undefined ? { ...range, cityId } : range));
        }}
        finding={current.isFetching}
        hasResults={hasResults}
        kinds={['excel', 'pdf']}
        onDownload={onDownload}
      >
        {state && <UnitFilter value={cityId} onChange={setCityId} />}
      </ReportToolbar>
      {variant === 'stations' ? (
        <ReportResults query={stations} isEmpty={(d) => d.rows.length === 0}>
          {(d) => <SpotStationTable data={d} columns={stationColumns} />}
        </ReportResults>
      ) : (
        <ReportResults query={appUsers} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <Table<PatrolAppUserRow>
              rowKey="appUserId"
              size="middle"
              columns={userTable}
              dataSource={d.rows}
              pagination={{ defaultPageSize: 10, showSizeChanger: true }}
              scroll={{ x: 'max-content' }}
              data-testid="patrol-app-users-table"
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row data-testid="patrol-app-users-total">
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <strong>{t('Total')}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} colSpan={userColumns.length - 6}>
                      <strong>
                        {t('App users')}: {d.total.appUsers}
                      </strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={userColumns.length - 4}>
                      <strong>{d.total.rounds}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={userColumns.length - 3} colSpan={3} />
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          )}
        </ReportResults>
      )}
      {printing && variant === 'stations' && stations.data && (
        <ReportPrint
          title={title}
          dates={applied}
          columns={spotStationPrint(stationColumns)}
          rows={stations.data.rows}
          footer={spotStationPrintFooter(stationColumns, stations.data.total, t('Total'))}
        />
      )}
      {printing && variant === 'appUsers' && appUsers.data && (
        <ReportPrint
          title={title}
          dates={applied}
          columns={userColumns}
          rows={appUsers.data.rows}
          footer={`${t('Total')}: ${t('App users')} ${appUsers.data.total.appUsers} · ${t('Patrol rounds')} ${appUsers.data.total.rounds}`}
        />
      )}
    </>
  );
}
