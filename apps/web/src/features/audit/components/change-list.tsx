import { Typography } from 'antd';
import { changeLines } from '../changes';

/** The changed fields of one entry, a line each: `field: old → new`. */
export function ChangeList({ changes }: { changes: Record<string, unknown> | null }) {
  const lines = changeLines(changes);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {lines.map(({ field, text }) => (
        <li key={field} style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text type="secondary">{field}:</Typography.Text> {text}
        </li>
      ))}
    </ul>
  );
}
