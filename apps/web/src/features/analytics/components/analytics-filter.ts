import type { Dayjs } from 'dayjs';
import {
  DEFAULT_ANALYTICS_DURATION,
  type AnalyticsDuration,
  type AnalyticsType,
} from '@cmis/shared';
import { API_DAY } from '@/components/report/report-dates';

/**
 * The duration radio and the custom range (spec 3 §2.11): picking a range clears the radio
 * and disables it until Clear, which brings back the default duration.
 */
export interface AnalyticsFilter {
  duration: AnalyticsDuration | null;
  range: { start: Dayjs; end: Dayjs } | null;
}

export type AnalyticsRequest =
  | { type: AnalyticsType; duration: AnalyticsDuration }
  | { type: AnalyticsType; startDate: string; endDate: string };

export const initialFilter: AnalyticsFilter = {
  duration: DEFAULT_ANALYTICS_DURATION,
  range: null,
};

/** The radio answers only while no range is chosen (it is disabled then). */
export function pickDuration(f: AnalyticsFilter, duration: AnalyticsDuration): AnalyticsFilter {
  return f.range ? f : { duration, range: null };
}

export function pickRange(start: Dayjs, end: Dayjs): AnalyticsFilter {
  return { duration: null, range: { start, end } };
}

export function clearRange(): AnalyticsFilter {
  return initialFilter;
}

export const durationDisabled = (f: AnalyticsFilter) => f.range !== null;

export function requestOf(type: AnalyticsType, f: AnalyticsFilter): AnalyticsRequest {
  if (f.range) {
    return {
      type,
      startDate: f.range.start.format(API_DAY),
      endDate: f.range.end.format(API_DAY),
    };
  }
  return { type, duration: f.duration ?? DEFAULT_ANALYTICS_DURATION };
}
