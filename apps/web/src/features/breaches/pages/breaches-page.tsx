import { useState } from 'react';
import { Button, Image, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BREACH_KIND_LABELS, BREACH_KINDS, type Breach, type BreachFilter } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { Select } from '@/components/form-kit/select';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { API_DAY, type PickedRange } from '@/components/report/report-dates';
import { ReportToolbar } from '@/components/report/report-toolbar';
import { useCan, useHasRole } from '@/lib/authorization';
import { formatDateTime, localName } from '@/lib/format';
import { useCities, useStations } from '@/lib/masters';
import { useCurrentUser } from '@/lib/session';
import { breachesExportUrl } from '../api/export-breaches';
import { useBreaches } from '../api/get-breaches';
import { AcknowledgeModal } from '../components/acknowledge-modal';
import { BreachKindTag } from '../components/breach-kind';

type Draft = Omit<BreachFilter, 'from' | 'to'>;

/**
 * Issue 20 item 2: externment breaches in the user's scope (the station its own, the unit
 * admin its unit, the state all), newest first, filtered and exported; the station and the
 * unit admin acknowledge them with a note.
 */
export default function BreachesPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const unitWide = useHasRole(['4', '8']);
  const stateWide = useHasRole(['8']);
  const canAck = useCan('breaches:acknowledge');
  const [range, setRange] = useState<PickedRange>({ start: null, end: null });
  const [draft, setDraft] = useState<Draft>({ status: 'open' });
  const [applied, setApplied] = useState<BreachFilter>({ status: 'open' });
  const [acking, setAcking] = useState<Breach | null>(null);
  const paging = usePaging();
  const breaches = useBreaches({ ...applied, page: paging.page, size: paging.size });
  const cities = useCities(stateWide);
  const unitOfStations = stateWide ? draft.cityId : (user.cityId ?? undefined);
  const stations = useStations(unitOfStations, unitWide);
  const name = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);

  const find = () => {
    const next: BreachFilter = {
      ...draft,
      from: range.start?.format(API_DAY),
      to: range.start ? (range.end ?? range.start).format(API_DAY) : undefined,
    };
    if (paging.page === 0 && JSON.stringify(next) === JSON.stringify(applied)) {
      void breaches.refetch();
    }
    setApplied(next);
    paging.setPage(0);
  };

  const columns: TableColumnsType<Breach> = [
    { title: t('Sr. No.'), key: 'serial', render: (_v, _r, index) => paging.serial(index) },
    {
      title: t('Name'),
      key: 'name',
      onCell: () => ({ style: { minWidth: 150 } }),
      render: (_v, r) => (
        <Link to={`/criminal_view/${r.accusedId}`}>
          {localName(i18n.language, r.name, r.nameEn || r.name)}
        </Link>
      ),
    },
    { title: t('Event'), dataIndex: 'kind', render: (_v, r) => <BreachKindTag kind={r.kind} /> },
    {
      title: t('Date and time'),
      dataIndex: 'occurredAt',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (v: string) => formatDateTime(v),
    },
    ...(stateWide
      ? [{ title: t('Unit'), key: 'unit', render: (_v: unknown, r: Breach) => name(r.cityName) }]
      : []),
    { title: t('Police Station'), key: 'station', render: (_v, r) => name(r.stationName) },
    {
      title: t('Position'),
      key: 'position',
      render: (_v, r) =>
        r.latitude === null || r.longitude === null
          ? '—'
          : `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`,
    },
    {
      title: t('Photo'),
      dataIndex: 'photoUrl',
      render: (url: string | null, r) =>
        url ? (
          <Image src={url} alt={r.name} width={40} height={40} style={{ objectFit: 'cover' }} />
        ) : (
          '—'
        ),
    },
    {
      title: t('Externment order'),
      key: 'order',
      render: (_v, r) => (
        <Typography.Text>
          {name(r.actionType)}
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {r.dateFrom.split('-').reverse().join('-')} – {r.dateTo.split('-').reverse().join('-')}
          </Typography.Text>
        </Typography.Text>
      ),
    },
    {
      // One status column: open, or who acknowledged it, when, and the note they left.
      title: t('Status'),
      key: 'status',
      render: (_v, r) =>
        r.acknowledgedAt ? (
          <div style={{ minWidth: 160 }} data-testid={`breach-status-${r.id}`}>
            <Tag color="green">{t('Acknowledged')}</Tag>
            <Typography.Text style={{ display: 'block' }}>
              {r.acknowledgedBy ?? '—'}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'nowrap' }}>
              {formatDateTime(r.acknowledgedAt)}
            </Typography.Text>
            {r.acknowledgeNote ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {r.acknowledgeNote}
              </Typography.Paragraph>
            ) : null}
          </div>
        ) : (
          <Tag color="red" data-testid={`breach-status-${r.id}`}>
            {t('Open')}
          </Tag>
        ),
    },
    ...(canAck
      ? [
          {
            title: t('Action'),
            key: 'action',
            render: (_v: unknown, r: Breach) =>
              r.acknowledgedAt ? null : (
                <Button
                  size="small"
                  icon={<CheckOutlined />}
                  onClick={() => setAcking(r)}
                  data-testid={`breach-ack-${r.id}`}
                >
                  {t('Acknowledge')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('Breaches')}
        subtitle={t('Externed persons met inside the area they are externed from')}
      />
      <ReportToolbar
        dates="range"
        value={range}
        onChange={setRange}
        onFind={find}
        finding={breaches.isFetching}
        dateRequired={false}
        hasResults={(breaches.data?.total ?? 0) > 0}
        excelUrl={breachesExportUrl(applied)}
      >
        {stateWide && (
          <MasterSelect
            query={cities}
            allowClear
            style={{ width: 180 }}
            placeholder={t('Unit')}
            aria-label={t('Unit')}
            value={draft.cityId}
            onChange={(v) =>
              setDraft({ ...draft, cityId: v as number | undefined, stationId: undefined })
            }
            data-testid="breach-unit"
          />
        )}
        {unitWide && (
          <MasterSelect
            query={stations}
            allowClear
            style={{ width: 200 }}
            placeholder={t('Police Station')}
            aria-label={t('Police Station')}
            value={draft.stationId}
            disabled={stateWide && !draft.cityId}
            onChange={(v) => setDraft({ ...draft, stationId: v as number | undefined })}
            data-testid="breach-station"
          />
        )}
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('Status')}
          aria-label={t('Status')}
          value={draft.status}
          onChange={(v) => setDraft({ ...draft, status: v as Draft['status'] })}
          options={[
            { value: 'open', label: t('Open') },
            { value: 'acknowledged', label: t('Acknowledged') },
          ]}
          data-testid="breach-status"
        />
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('Event')}
          aria-label={t('Event')}
          value={draft.kind}
          onChange={(v) => setDraft({ ...draft, kind: v as Draft['kind'] })}
          options={BREACH_KINDS.map((k) => ({ value: k, label: t(BREACH_KIND_LABELS[k]) }))}
          data-testid="breach-kind"
        />
      </ReportToolbar>
      <PagedTable<Breach>
        query={breaches}
        paging={paging}
        columns={columns}
        scroll={{ x: true }}
        data-testid="breach-table"
      />
      <AcknowledgeModal breach={acking} onClose={() => setAcking(null)} />
    </>
  );
}
