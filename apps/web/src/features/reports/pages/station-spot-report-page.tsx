import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { SPOT_REPORT_MESSAGES } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { MasterSelect } from '@/components/form-kit/master-select';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportPrint, useReportPrint } from '@/components/report/report-print';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useStations } from '@/lib/masters';
import { useStationSpots } from '../api/get-spot-reports';
import { StationSpotsView, useStationSpotColumns } from '../components/station-spots-view';

/**
 * Spec 3 §2.7 police-station-wise spot report: one row per spot of the station with its
 * visits in the range (docs/reports.md, decision 0026). Role 2 reads its own station; role 4
 * chooses a station of its unit. Date range, Find, table, PDF (A4 print).
 */
export default function StationSpotReportPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const chooses = user.role !== '2';
  const stations = useStations(chooses ? user.cityId : undefined);
  const [stationId, setStationId] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [applied, setApplied] = useState<{
    startDate: string;
    endDate?: string;
    stationId?: number;
  } | null>(null);
  const query = useStationSpots(applied);
  const { printing, print } = useReportPrint();
  const { print: printColumns } = useStationSpotColumns();
  const title = t('Station-wise spot report');
  const stationName = query.data ? local(query.data.station) : '';

  const find = () => {
    const range = rangeQuery(picked, false);
    if (!range) return;
    if (chooses && stationId === undefined) {
      void message.warning(t(SPOT_REPORT_MESSAGES.stationRequired));
      return;
    }
    setApplied(chooses ? { ...range, stationId } : range);
  };

  return (
    <>
      <PageHeader title={title} subtitle={stationName} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={find}
        finding={query.isFetching}
        hasResults={(query.data?.rows.length ?? 0) > 0}
        kinds={['pdf']}
        onDownload={() => applied && print(`${title} ${stationName}`, applied)}
      >
        {chooses && (
          <MasterSelect
            style={{ width: 240 }}
            value={stationId}
            onChange={(v) => setStationId(v as number)}
            placeholder={t('Select police station')}
            query={stations}
            data-testid="spot-report-station"
          />
        )}
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.rows.length === 0}>
        {(d) => <StationSpotsView data={d} />}
      </ReportResults>
      {printing && query.data && applied && (
        <ReportPrint
          title={`${title} ${stationName}`}
          dates={applied}
          orientation="landscape"
          columns={printColumns}
          rows={query.data.rows}
          footer={`${t('Total spots')}: ${query.data.spots} · ${t('Tagged spots')}: ${query.data.tagged} · ${t('Spots visited')}: ${query.data.visitedSpots} · ${t('Total visits')}: ${query.data.visits}`}
        />
      )}
    </>
  );
}
