import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { accusedBasicFields } from './accused.js';

/**
 * One person, one record (issue 16 §3-§6; decisions 0038, 0039): duplicate candidates at
 * entry, the possible-duplicates screen, merge and its undo.
 */
export const DUPLICATE_MESSAGES = {
  possibleDuplicate:
    'This person may already be recorded. Open the records found, or confirm that this is a different person.',
  reasonRequired: 'Please enter the reason',
  confirmEvery: 'Please confirm for every record found that it is a different person',
  mergeSame: 'Please choose two different records',
  mergeOutOfScope: 'Both records must be of your unit',
  merged: 'Records merged',
  unmerged: 'Merge undone',
  dismissed: 'Marked as different persons',
  undoLater: 'A later merge of the kept record must be undone first',
  alreadyUndone: 'This merge has already been undone',
  aadhaarOtherPerson: 'Aadhar number already exists!',
} as const;

/**
 * The evidence compared, as the server scores it (apps/server/.../duplicates/scoring.ts);
 * each comes with its weight in bits (positive: says one person).
 */
export const DUPLICATE_REASON_CODES = [
  'name-full',
  'name-partial',
  'name-one',
  'name-none',
  'father-same',
  'father-differs',
  'birth-same',
  'birth-near',
  'birth-far',
  'birth-differs',
  'mobile-same',
  'mobile-differs',
  'aadhaar-same',
  'aadhaar-differs',
  'station-same',
  'unit-same',
  'unit-differs',
  'address-same',
  'address-like',
  'address-differs',
  'religion-differs',
] as const;
export type DuplicateReasonCode = (typeof DUPLICATE_REASON_CODES)[number];

export const duplicateReasonSchema = z.object({
  code: z.enum(DUPLICATE_REASON_CODES),
  weight: z.number(),
});
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

const named = z.object({ mr: z.string(), en: z.string() });

/** A record that may be the same person, with why. */
export const duplicateCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  fatherName: z.string(),
  age: z.number().int(),
  mobile: z.string().nullable(),
  address: z.string(),
  /** Where the person lives. */
  station: named,
  city: named,
  /** The police station that entered the record: only it adds crimes to it. */
  enteredBy: named.extend({ stationId: z.number().int() }),
  /** The viewer's station entered it (role 2). */
  canEdit: z.boolean(),
  crimeCount: z.number().int(),
  photoUrl: z.string().nullable(),
  score: z.number(),
  reasons: z.array(duplicateReasonSchema),
  /** The match probability, 0 to 1; at or above the threshold saving needs a confirmation. */
  requiresConfirmation: z.boolean(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

/** What step 1 sends to be checked before the record is saved. */
export const duplicateCheckSchema = accusedBasicFields
  .pick({
    name: true,
    nameEn: true,
    fatherName: true,
    aliases: true,
    age: true,
    mobile: true,
    cityId: true,
    stationId: true,
    religionId: true,
    address: true,
  })
  .partial({ religionId: true, address: true, cityId: true, stationId: true })
  .extend({
    /** The record being edited, never its own duplicate. */
    excludeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  });
export type DuplicateCheckInput = z.infer<typeof duplicateCheckSchema>;

export const duplicatePairsQuerySchema = pageQuerySchema.extend({
  /** Role 8 may narrow to a unit. */
  cityId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const pairSideSchema = duplicateCandidateSchema.omit({
  score: true,
  reasons: true,
  requiresConfirmation: true,
});
export type DuplicatePairSide = z.infer<typeof pairSideSchema>;

export const duplicatePairSchema = z.object({
  id: z.number().int(),
  score: z.number(),
  reasons: z.array(duplicateReasonSchema),
  low: pairSideSchema,
  high: pairSideSchema,
  /** Whether the viewer may merge the two (roles 4 and 8, both in scope). */
  canMerge: z.boolean(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const dismissPairSchema = z.object({
  reason: z
    .string({ error: DUPLICATE_MESSAGES.reasonRequired })
    .trim()
    .min(1, DUPLICATE_MESSAGES.reasonRequired)
    .max(500, DUPLICATE_MESSAGES.reasonRequired),
});

export const mergeSchema = z.object({
  keepId: z.number().int().positive().max(2_147_483_647),
  removeId: z.number().int().positive().max(2_147_483_647),
  reason: z
    .string({ error: DUPLICATE_MESSAGES.reasonRequired })
    .trim()
    .min(1, DUPLICATE_MESSAGES.reasonRequired)
    .max(500, DUPLICATE_MESSAGES.reasonRequired),
});
export type MergeInput = z.infer<typeof mergeSchema>;

export const mergeResultSchema = z.object({ mergeId: z.number().int(), keptId: z.number().int() });

export const mergeListItemSchema = z.object({
  id: z.number().int(),
  removedId: z.number().int(),
  keptId: z.number().int(),
  removedName: z.string(),
  keptName: z.string(),
  city: named,
  mergedBy: z.string().nullable(),
  mergedAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type MergeListItem = z.infer<typeof mergeListItemSchema>;
