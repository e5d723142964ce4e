import type { Dayjs } from 'dayjs';

/** A date picker's value as the API takes it (YYYY-MM-DD, spec 2 §5.10), or undefined. */
export const isoDay = (value: Dayjs | null | undefined) =>
  value ? value.format('YYYY-MM-DD') : undefined;
