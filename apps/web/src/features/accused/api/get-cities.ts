/** Kept only for the accused form (issue 18 §2): the look-ups live in `lib/masters`. */
export { useCities } from '@/lib/masters';
