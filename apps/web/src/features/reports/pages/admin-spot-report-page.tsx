import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpotStationRow } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { rangeQuery, type PickedRange } from '@/components/report/report-dates';
import { ReportResults } from '@/components/report/report-results';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import {
  spotStationsExportUrl,
  useSpotStations,
  useStationSpots,
  type SpotRangeQuery,
} from '../api/get-spot-reports';
import { SpotStationTable, useSpotStationColumns } from '../components/spot-station-table';
import { StationSpotsView } from '../components/station-spots-view';
import { UnitFilter } from '../components/unit-filter';

/**
 * Spec 3 §2.7 admin spot-wise report (role 4 its unit, role 8 the state or one unit): one
 * row per police station with its spots, tagged, visited in the range, visits and not
 * visited, a totals row and Excel; a row's View opens the 95% 'Report View' modal with that
 * station's spot-wise breakdown for the same range (docs/reports.md, decision 0026).
 */
export default function AdminSpotReportPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<PickedRange>({ start: null, end: null });
  const [applied, setApplied] = useState<SpotRangeQuery | null>(null);
  const [viewing, setViewing] = useState<SpotStationRow | null>(null);
  const query = useSpotStations(applied);
  const breakdown = useStationSpots(
    viewing && applied
      ? { startDate: applied.startDate, endDate: applied.endDate, stationId: viewing.stationId }
      : null,
  );
  const columns = useSpotStationColumns('spots', state);

  return (
    <>
      <PageHeader title={t('Admin spot-wise report')} />
      <ReportToolbar
        dates="range"
        value={picked}
        onChange={setPicked}
        onFind={() => {
          const range = rangeQuery(picked, false);
          setApplied(range && (state && cityId !== undefined ? { ...range, cityId } : range));
        }}
        finding={query.isFetching}
        hasResults={(query.data?.rows.length ?? 0) > 0}
        excelUrl={applied && spotStationsExportUrl(applied, 'spots')}
      >
        {state && <UnitFilter value={cityId} onChange={setCityId} testId="spot-report-unit" />}
      </ReportToolbar>
      <ReportResults query={query} isEmpty={(d) => d.rows.length === 0}>
        {(d) => <SpotStationTable data={d} columns={columns} onView={setViewing} />}
      </ReportResults>
      <Modal
        open={viewing !== null}
        onCancel={() => setViewing(null)}
        footer={null}
        width="95%"
        destroyOnHidden
        title={viewing ? `${t('Report View')}: ${local(viewing.station)}` : t('Report View')}
      >
        <div data-testid="spot-report-view">
          <ReportResults query={breakdown} isEmpty={(d) => d.rows.length === 0}>
            {(d) => <StationSpotsView data={d} />}
          </ReportResults>
        </div>
      </Modal>
    </>
  );
}
