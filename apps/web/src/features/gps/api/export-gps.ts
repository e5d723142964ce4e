import { withQuery } from '@/lib/download';
import type { GpsRange } from './get-gps';

/** gps_report_{date}.xlsx of the range on screen; the browser streams it to disk. */
export function gpsExportUrl(range: GpsRange): string {
  return withQuery('/api/gps/export', { from: range.from, to: range.to });
}
