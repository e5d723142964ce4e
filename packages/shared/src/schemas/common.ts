import { z } from 'zod';
import { LIMITS } from '../constants.js';

/** Zero-based paging (architecture rule 8). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** Devanagari, Latin letters, digits, dash, underscore, dot and space (spec 1 §5). */
export const SAFE_TEXT_PATTERN = /^[\u0900-\u097F\w\-. ]*$/;
export const SAFE_TEXT_MESSAGE = 'Only enter valid format allowed!';

export const mobileSchema = z
  .string({ error: 'Please enter a valid 10-digit mobile number' })
  .regex(/^\d{10}$/, 'Please enter a valid 10-digit mobile number');
