import { useCallback, type ReactNode } from 'react';
import { PrintArea, usePrint } from '../print-area';
import { pdfTitle, type PrintDates } from './report-dates';

export interface PrintColumn<T> {
  title: string;
  render: (row: T, index: number) => ReactNode;
}

/**
 * A report page's print: `print(title, dates)` names the document (and so the PDF file) with
 * the one title builder, `<Report title> DD-MM-YYYY to DD-MM-YYYY` (issue 6), the same the
 * printed heading shows; `dates` is left out for a report without dates.
 */
export function useReportPrint() {
  const { printing, print } = usePrint();
  const printReport = useCallback(
    (title: string, dates?: PrintDates | null) => print(pdfTitle(title, dates)),
    [print],
  );
  return { printing, print: printReport };
}

/**
 * A report's table on A4 (spec 3 §9), rendered only for the time of a print so the browser
 * saves it as PDF; Marathi prints as the screen renders it, with the page's own fonts. The
 * heading is the report's title with its dates, as the document title of `useReportPrint`.
 */
export function ReportPrint<T>({
  title,
  dates,
  subtitle,
  columns,
  rows,
  footer,
  orientation,
}: {
  title: string;
  dates?: PrintDates | null;
  subtitle?: string;
  columns: readonly PrintColumn<T>[];
  rows: readonly T[];
  footer?: ReactNode;
  orientation?: 'portrait' | 'landscape';
}) {
  const cell = { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' as const };
  return (
    <PrintArea orientation={orientation}>
      <h2 style={{ margin: '0 0 4px' }}>{pdfTitle(title, dates)}</h2>
      {subtitle && <div style={{ marginBottom: 8 }}>{subtitle}</div>}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} style={cell}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="cmis-print-keep">
              {columns.map((c) => (
                <td key={c.title} style={cell}>
                  {c.render(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer && <div style={{ marginTop: 8 }}>{footer}</div>}
    </PrintArea>
  );
}
