import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TwoPlusNewStatisticsRow, TwoPlusRow } from '@cmis/shared';
import { useReportColumns } from '../report-columns';

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
 * The columns of the 2-plus tables: the accused list (View opens the 95% profile) and the
 * new accused statistics.
 */
export function useTwoPlusColumns() {
  const { t } = useTranslation();
  const col = useReportColumns();

  const listColumns = (serial: (i: number) => number): TableColumnsType<TwoPlusRow> => [
    col.serial(serial),
    col.name(),
    { title: t('Age'), dataIndex: 'age', width: 70 },
    col.station(),
    { title: t('Crimes'), dataIndex: 'crimeCount', width: 90 },
    col.photo(),
    col.view((r) => r.accusedId, 'two-plus-view'),
  ];
  const newColumns: TableColumnsType<TwoPlusNewStatisticsRow> = [
    col.serial(),
    col.station(),
    ...CATEGORIES.map((c) => ({ title: t(c.labelKey), dataIndex: c.key, width: 110 })),
  ];
  return { listColumns, newColumns, local: col.local };
}
