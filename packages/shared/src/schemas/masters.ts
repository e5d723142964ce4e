import { z } from 'zod';

/** Every lookup carries its Marathi and English name; the web picks by language. */
export const lookupSchema = z.object({
  id: z.number().int(),
  nameMr: z.string(),
  nameEn: z.string(),
});
export type Lookup = z.infer<typeof lookupSchema>;

export const stationSchema = lookupSchema.extend({ cityId: z.number().int() });
export type Station = z.infer<typeof stationSchema>;

export const sectionSchema = lookupSchema.extend({ actId: z.number().int(), code: z.string() });
export type Section = z.infer<typeof sectionSchema>;

export const actSchema = lookupSchema.extend({ code: z.string() });
export type Act = z.infer<typeof actSchema>;

export const MASTER_KINDS = [
  'religions',
  'crime-types',
  'crime-titles',
  'crime-statuses',
  'current-statuses',
  'preventive-action-types',
  'spot-types',
  'wanted-types',
] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export const masterKindParamSchema = z.object({
  kind: z.enum(MASTER_KINDS, { error: 'Unknown master list.' }),
});

export const cityIdParamSchema = z.object({
  cityId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const actIdParamSchema = z.object({
  actId: z.coerce.number().int().positive().max(2_147_483_647),
});
