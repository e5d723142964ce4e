import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StationCount, TwoPlusNewStatisticsRow, TwoPlusRow } from '@cmis/shared';
import { PhotoThumbs } from '@/components/report/photo-thumbs';
import { localName } from '@/lib/format';
import { useProfileViewer } from '@/lib/profile-viewer';

/** The seven categories of the new accused statistics and their total (spec 3 §2.3). */
export const CATEGORIES = [
  { key: 'body', labelKey: 'Body offences' },
  { key: 'property', labelKey: 'Property offences' },
  { key: 'sand', labelKey: 'Illegal sand' },
  { key: 'liquor', labelKey: 'Illegal liquor' },
  { key: 'gambling', labelKey: 'Gambling' },
  { key: 'section6', labelKey: 'Section 6' },
  { key: 'other', labelKey: 'Other' },
  { key: 'total', labelKey: 'Total' },
] as const;

/**
 * The columns of the 2-plus tables: the accused list (View opens the 95% profile), the
 * per-station counts (a station or its count opens the station's accused) and the new
 * accused statistics.
 */
export function useTwoPlusColumns(openDrawer: (row: StationCount) => void) {
  const { t, i18n } = useTranslation();
  const viewer = useProfileViewer();
  const local = (n: { mr: string; en: string }) => localName(i18n.language, n.mr, n.en);

  const listColumns = (serial: (i: number) => number): TableColumnsType<TwoPlusRow> => [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => serial(i) },
    {
      title: t('Name'),
      key: 'name',
      render: (_v, r) => localName(i18n.language, r.name, r.nameEn),
    },
    { title: t('Age'), dataIndex: 'age', width: 70 },
    { title: t('Police station'), key: 'station', render: (_v, r) => local(r.station) },
    { title: t('Crimes'), dataIndex: 'crimeCount', width: 90 },
    {
      title: t('Photo'),
      key: 'photo',
      width: 90,
      render: (_v, r) => <PhotoThumbs urls={r.photoUrls} />,
    },
    {
      title: t('Action'),
      key: 'view',
      width: 90,
      render: (_v, r) => (
        <Button size="small" onClick={() => viewer.open(r.accusedId)} data-testid="two-plus-view">
          {t('View')}
        </Button>
      ),
    },
  ];
  const statColumns: TableColumnsType<StationCount> = [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => i + 1 },
    {
      title: t('Police station'),
      key: 'station',
      render: (_v, r) => (
        <Typography.Link onClick={() => openDrawer(r)}>{local(r.station)}</Typography.Link>
      ),
    },
    {
      title: t('Count'),
      dataIndex: 'count',
      width: 120,
      render: (v: number, r) => (
        <Typography.Link onClick={() => openDrawer(r)} data-testid="two-plus-count">
          {v}
        </Typography.Link>
      ),
    },
  ];
  const newColumns: TableColumnsType<TwoPlusNewStatisticsRow> = [
    { title: t('Sr. No.'), key: 'sr', width: 80, render: (_v, _r, i) => i + 1 },
    { title: t('Police station'), key: 'station', render: (_v, r) => local(r.station) },
    ...CATEGORIES.map((c) => ({ title: t(c.labelKey), dataIndex: c.key, width: 110 })),
  ];
  return { listColumns, statColumns, newColumns };
}
