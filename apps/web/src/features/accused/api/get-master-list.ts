/** Kept only for the accused form (issue 18 §2): the look-ups live in `lib/masters`. */
export { MASTER_STALE_MS, useMasterList, type MasterItem } from '@/lib/masters';
