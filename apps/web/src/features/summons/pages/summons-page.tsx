import { useState } from 'react';
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Select } from '@/components/form-kit/select';
import { EditOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUMMONS_STAGES, type SummonsItem, type SummonsStage } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { useCan } from '@/lib/authorization';
import { formatDate, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useSummonsList } from '../api/get-summons';
import { RegisterDrawer } from '../components/register-drawer';
import { useSummonsLabels } from '../components/summons-labels';
import { UpdateModal, type UpdateKind } from '../components/update-modal';

const STAGE_COLORS: Record<SummonsStage, string> = {
  registered: 'blue',
  fetched: 'orange',
  completed: 'green',
};

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

function FileLink({ file }: { file: SummonsItem['registerFile'] }) {
  if (!file) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined /> {file.name}
    </Typography.Link>
  );
}

/**
 * /samans (spec 2 §2.6): the summons register. Role 4 registers entries and does the first
 * update (lsb1); the assigned police station (role 2) does its update (ps1).
 */
export default function SummonsPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const mayRegister = useCan('summons:register');
  const mayStationUpdate = useCan('summons:station-update');
  const labels = useSummonsLabels();
  const [drawer, setDrawer] = useState({ open: false, key: 0 });
  const [target, setTarget] = useState<{ item: SummonsItem; kind: UpdateKind } | null>(null);
  const [stage, setStage] = useState<SummonsStage | undefined>();
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const list = useSummonsList({
    page: paging.page,
    size: paging.size,
    stage,
    search: search.applied || undefined,
  });
  const unit = user.cityName ? localName(i18n.language, user.cityName.mr, user.cityName.en) : '';

  const columns: TableColumnsType<SummonsItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 70,
      ...oneLine,
      render: (_v, _r, i) => paging.serial(i),
    },
    { title: t('Serial number'), dataIndex: 'serialNo', ...oneLine },
    {
      title: t('Received date'),
      dataIndex: 'receivedOn',
      ...oneLine,
      render: (v: string) => formatDate(v),
    },
    {
      title: t('Crime type'),
      dataIndex: 'crimeType',
      ...oneLine,
      render: (v: number) => labels.crimeType(v),
    },
    { title: t('Court name'), dataIndex: 'courtName', width: 200 },
    { title: t('Crime number'), dataIndex: 'crimeNo', ...oneLine },
    { title: t('Case number'), dataIndex: 'caseNo', ...oneLine },
    {
      title: t('Party'),
      key: 'party',
      width: 200,
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text>{row.partyName}</Typography.Text>
          <Typography.Text type="secondary">{labels.partyType(row.partyType)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('Police station'),
      key: 'station',
      ...oneLine,
      render: (_v, row) => localName(i18n.language, row.stationNameMr, row.stationNameEn),
    },
    {
      title: t('Assigned date'),
      dataIndex: 'assignedOn',
      ...oneLine,
      render: (v: string) => formatDate(v),
    },
    { title: t('Sheet'), key: 'sheet', render: (_v, row) => <FileLink file={row.registerFile} /> },
    {
      title: t('Handed to'),
      key: 'handover',
      width: 200,
      render: (_v, row) =>
        row.handoverName ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{row.handoverName}</Typography.Text>
            <Typography.Text type="secondary">
              {row.handoverMobile} · {formatDate(row.fetchedOn)}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('Final document'),
      key: 'final',
      width: 230,
      render: (_v, row) =>
        row.finalDocNo ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>
              {row.finalDocNo} · {formatDate(row.finalDocDate)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {row.informed && labels.informed(row.informed)}
              {row.sentBy && ` · ${labels.sentBy(row.sentBy)}`}
            </Typography.Text>
            <FileLink file={row.stationFile} />
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('Stage'),
      dataIndex: 'stage',
      // The stage and the action stay in view while the wide register scrolls.
      fixed: 'right',
      width: 200,
      ...oneLine,
      render: (s: SummonsStage) => (
        <Tag color={STAGE_COLORS[s]} data-testid="summons-stage">
          {labels.stage(s)}
        </Tag>
      ),
    },
    {
      title: t('Action'),
      key: 'action',
      fixed: 'right',
      width: 210,
      ...oneLine,
      render: (_v, row) => {
        if (mayRegister && row.stage === 'registered') {
          return (
            <Button
              icon={<EditOutlined />}
              onClick={() => setTarget({ item: row, kind: 'lsb1' })}
              data-testid={`summons-lsb1-${row.serialNo}`}
            >
              {t('First update')}
            </Button>
          );
        }
        if (mayStationUpdate && row.stage === 'fetched') {
          return (
            <Button
              icon={<EditOutlined />}
              onClick={() => setTarget({ item: row, kind: 'ps1' })}
              data-testid={`summons-ps1-${row.serialNo}`}
            >
              {t('Police station update')}
            </Button>
          );
        }
        return <Typography.Text type="secondary">—</Typography.Text>;
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Summons register')}
        subtitle={unit}
        extra={
          mayRegister && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
              data-testid="summons-register"
            >
              {t('Register new entry')}
            </Button>
          )
        }
      />
      <Card>
        <SearchBar
          testId="summons-search"
          search={search}
          placeholder={t('Search by serial, party, crime or case number')}
          before={
            <Select<SummonsStage>
              allowClear
              placeholder={t('All stages')}
              style={{ width: 220 }}
              value={stage}
              onChange={(value) => {
                setStage(value);
                paging.setPage(0);
              }}
              options={SUMMONS_STAGES.map((s) => ({ value: s, label: labels.stage(s) }))}
            />
          }
        />
        <PagedTable<SummonsItem>
          query={list}
          paging={paging}
          columns={columns}
          scroll={{ x: 2100 }}
        />
      </Card>
      {mayRegister && (
        <RegisterDrawer
          key={drawer.key}
          open={drawer.open}
          onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
        />
      )}
      <UpdateModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
