import type { ReactNode } from 'react';
import { Button, Table, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreventiveStatistics, StationCount } from '@cmis/shared';
import { PhotoThumbs } from '@/components/report/photo-thumbs';
import { localName } from '@/lib/format';
import { useLocalName, type NamePair } from '@/lib/names';
import { useProfileViewer } from '@/lib/profile-viewer';

/**
 * The columns the accused reports share: the serial, the accused's name, the police station,
 * the photos and View (the 95% profile).
 */
export function useReportColumns() {
  const { t, i18n } = useTranslation();
  const local = useLocalName();
  const viewer = useProfileViewer();
  return {
    local,
    serial: <T,>(serial: (i: number) => number = (i) => i + 1, width = 80): TableColumnType<T> => ({
      title: t('Sr. No.'),
      key: 'sr',
      width,
      render: (_v, _r, i) => serial(i),
    }),
    name: <T extends { name: string; nameEn: string }>(): TableColumnType<T> => ({
      title: t('Name'),
      key: 'name',
      render: (_v, r) => localName(i18n.language, r.name, r.nameEn),
    }),
    unit: <T extends { unit: NamePair }>(): TableColumnType<T> => ({
      title: t('Unit'),
      key: 'unit',
      render: (_v, r) => local(r.unit),
    }),
    station: <T extends { station: NamePair }>(): TableColumnType<T> => ({
      title: t('Police station'),
      key: 'station',
      render: (_v, r) => local(r.station),
    }),
    photo: <T extends { photoUrls: string[] }>(): TableColumnType<T> => ({
      title: t('Photo'),
      key: 'photo',
      width: 90,
      render: (_v, r) => <PhotoThumbs urls={r.photoUrls} alt={t('Photo')} />,
    }),
    view: <T,>(id: (r: T) => number, testId: string): TableColumnType<T> => ({
      title: t('Action'),
      key: 'view',
      width: 90,
      render: (_v, r) => (
        <Button size="small" onClick={() => viewer.open(id(r))} data-testid={testId}>
          {t('View')}
        </Button>
      ),
    }),
  };
}

interface StationCountTableProps {
  data: PreventiveStatistics;
  testId: string;
  /** Makes the station and its count links that open the station's accused. */
  onOpen?: (row: StationCount) => void;
  countTestId?: string;
  totalTestId?: string;
}

/** Per police station counts with their total (the preventive and 2-plus statistics). */
export function StationCountTable({
  data,
  testId,
  onOpen,
  countTestId,
  totalTestId,
}: StationCountTableProps) {
  const { t } = useTranslation();
  const { serial, local } = useReportColumns();
  const link = (r: StationCount, text: ReactNode, id?: string) =>
    onOpen ? (
      <Typography.Link onClick={() => onOpen(r)} data-testid={id}>
        {text}
      </Typography.Link>
    ) : (
      text
    );
  return (
    <Table<StationCount>
      rowKey="stationId"
      size="middle"
      columns={[
        serial(),
        {
          title: t('Police station'),
          key: 'station',
          render: (_v, r) => link(r, local(r.station)),
        },
        {
          title: t('Count'),
          dataIndex: 'count',
          width: 120,
          render: (v: number, r) => link(r, v, countTestId),
        },
      ]}
      dataSource={data.rows}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      data-testid={testId}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <strong>{t('Total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1}>
            <strong data-testid={totalTestId}>{data.total}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
