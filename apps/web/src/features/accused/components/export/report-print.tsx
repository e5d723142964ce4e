import { useTranslation } from 'react-i18next';
import type { AccusedDetail, AccusedListItem, ExportColumn } from '@cmis/shared';
import { formatDateTime, localName } from '@/lib/format';
import { serialNumber } from '../../list-query';
import { PrintArea } from '@/components/print-area';
import { useExportColumnLabel } from './column-labels';

export interface ReportData {
  rows: AccusedListItem[];
  /** Unit and religion names, which the list rows do not carry, by accused id. */
  details: Map<number, AccusedDetail>;
  columns: ExportColumn[];
  page: number;
  size: number;
  /** Every record the list's filters match. */
  total: number;
  /** Whose records: the station and unit, or the unit. */
  scope: string;
  printedBy: string;
}

/** Up to five columns fit on an A4 page held upright; more print across it. */
const PORTRAIT_MAX_COLUMNS = 5;

/**
 * Spec 2 §5.7, §9: the PDF export, an A4 'Criminal Report' of the rows on screen with the
 * total-records count. The browser's print shapes Devanagari as the screen does; 'Save as
 * PDF' writes the file.
 */
export function ReportPrint({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const label = useExportColumnLabel();
  const name = (pair: { mr: string; en: string } | undefined) =>
    pair ? localName(i18n.language, pair.mr, pair.en) : '';

  const cell = (row: AccusedListItem, column: ExportColumn) => {
    const detail = data.details.get(row.id);
    switch (column) {
      case 'name':
        return (
          <>
            {row.name}
            {row.nameEn && <div style={{ color: '#555', fontSize: 9.5 }}>{row.nameEn}</div>}
          </>
        );
      case 'age':
        return row.age;
      case 'address':
        return row.address;
      case 'mobileNumber':
        return row.mobile || '-';
      case 'city':
        return name(detail?.city);
      case 'districtName':
        return localName(i18n.language, row.stationNameMr, row.stationNameEn);
      case 'state':
        return t('Maharashtra');
      case 'religion':
        return name(detail?.religion);
      case 'photo':
        return row.photoUrl ? t('Yes') : t('No');
      case 'gunhaCount':
        return row.crimeCount;
    }
  };

  const first = serialNumber(data.page, data.size, 0);
  return (
    <PrintArea orientation={data.columns.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait'}>
      <div style={{ fontFamily: "'Noto Sans Devanagari', system-ui, sans-serif" }}>
        <div style={{ textAlign: 'center', marginBottom: 10 }}>
          <div style={{ fontSize: 12, color: '#0d2a52' }}>
            {t('Maharashtra Police')} · {t('Criminal Monitoring Intelligent System')}
          </div>
          <h1 style={{ fontSize: 18, margin: '4px 0', color: '#0d2a52' }}>
            {t('Criminal Report')}
          </h1>
          <div style={{ fontSize: 11 }}>{data.scope}</div>
        </div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 10.5,
            marginBottom: 6,
          }}
        >
          <strong data-testid="report-total">
            {t('Total records: {{total}}', { total: data.total })}
          </strong>
          <span>
            {t('Rows {{from}} to {{to}}', {
              from: data.rows.length > 0 ? first : 0,
              to: first + data.rows.length - 1,
            })}
          </span>
          <span>
            {t('Printed by {{user}} on {{date}}', {
              user: data.printedBy,
              date: formatDateTime(new Date()),
            })}
          </span>
        </div>
        <table className="cmis-report-table">
          <thead>
            <tr>
              <th style={{ width: 36, whiteSpace: 'nowrap' }}>{t('Sr. No.')}</th>
              {data.columns.map((column) => (
                <th key={column}>{label(column)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={row.id}>
                <td>{first + index}</td>
                {data.columns.map((column) => (
                  <td key={column}>{cell(row, column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PrintArea>
  );
}
