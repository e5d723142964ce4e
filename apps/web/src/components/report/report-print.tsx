import type { ReactNode } from 'react';
import { PrintArea } from '../print-area';

export interface PrintColumn<T> {
  title: string;
  render: (row: T, index: number) => ReactNode;
}

/**
 * A report's table on A4 (spec 3 §9), rendered only for the time of a print so the browser
 * saves it as PDF; Marathi prints as the screen renders it, with the page's own fonts.
 */
export function ReportPrint<T>({
  title,
  subtitle,
  columns,
  rows,
  footer,
}: {
  title: string;
  subtitle?: string;
  columns: readonly PrintColumn<T>[];
  rows: readonly T[];
  footer?: ReactNode;
}) {
  const cell = { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' as const };
  return (
    <PrintArea>
      <h2 style={{ margin: '0 0 4px' }}>{title}</h2>
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
