import { z } from 'zod';
import { istDate } from '../ist.js';
import { arrestSchema, preventiveSchema } from './arrests-preventive.js';
import { pageQuerySchema } from './common.js';

/**
 * Messages of the accused form (spec 2 §5.1, §5.2, §8). The heading's message really is
 * 'Please select an state' in the original; it is kept.
 */
export const ACCUSED_MESSAGES = {
  headingRequired: 'Please select an state',
  historySheeterRequired: 'Please select history sheeter',
  historyDateRequired: 'Please select history date',
  nameRequired: 'Please enter name',
  ageRequired: 'Please enter age',
  ageRange: 'Age must be between 5 and 100',
  mobile: 'Please enter a valid 10-digit mobile number',
  stateRequired: 'Please select an state',
  cityRequired: 'Please select city',
  stationRequired: 'Please select police station',
  religionRequired: 'Please select religion',
  addressRequired: 'Please enter address',
  tooManyPhotos: 'You can upload at most 5 photos',
  photoInvalid: 'Please upload the photo again',
  atLeastOneCrime: 'At least one crime is required',
  findHeading: 'Please select at least one heading before clicking Find.',
  findNameRequired: 'Please enter name',
  findCountRequired: 'Please enter crime count and police station',
  saved: 'Save Successfully !!',
  updated: 'Update Successfully!!',
  reasonRequired: 'Please enter the reason',
  stationOutsideUnit: 'Please select a police station of the chosen city',
} as const;

export const CRIME_MESSAGES = {
  stateRequired: 'Please select an state',
  cityRequired: 'Please select city',
  stationRequired: 'Please select police station',
  registerNumberRequired: 'Please enter register number',
  registerNumberDigits: 'Register number must contain digits only',
  registerYearRequired: 'Please select register year',
  registeredOnRequired: 'Please select registration date',
  registeredOnOutsideYear: 'Registration date must fall in the register year',
  registeredOnFuture: 'Registration date cannot be in the future',
  titleRequired: 'Please select title',
  statusRequired: 'Please select status',
  ruleRequired: 'Please select a rule',
  kalamRequired: 'Please select a kalam',
  sectionNotOfAct: 'The section does not belong to the chosen act',
  caseNumberMin: 'Case number must be at least 1',
  memberNameRequired: 'Please enter member name',
} as const;

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const isoDate = (message: string) => z.iso.date({ error: message });
const text = (max: number) => z.string().trim().max(max).default('');

export const HISTORY_SHEETER = { yes: 1, no: 2, acquitted: 3 } as const;
/** History sheeter counts as yes when 1 or 3 (spec 2 §3.1). */
export const isHistorySheeter = (value: number) => value === 1 || value === 3;

/** Step 1's fields; `accusedBasicSchema` adds the rule between them. */
export const accusedBasicFields = z.object({
  crimeTypeIds: z
    .array(id(ACCUSED_MESSAGES.headingRequired), { error: ACCUSED_MESSAGES.headingRequired })
    .min(1, ACCUSED_MESSAGES.headingRequired)
    .max(20),
  historySheeter: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: ACCUSED_MESSAGES.historySheeterRequired,
  }),
  historyDate: isoDate(ACCUSED_MESSAGES.historyDateRequired).nullish(),
  name: z
    .string({ error: ACCUSED_MESSAGES.nameRequired })
    .trim()
    .min(1, ACCUSED_MESSAGES.nameRequired)
    .max(120, ACCUSED_MESSAGES.nameRequired),
  nameEn: text(120),
  /** Optional (decision 0038): searched, and compared when looking for duplicates. */
  fatherName: text(120),
  /** Names the person is also known by ("उर्फ"). */
  aliases: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  age: z.coerce
    .number({ error: ACCUSED_MESSAGES.ageRequired })
    .int(ACCUSED_MESSAGES.ageRange)
    .min(5, ACCUSED_MESSAGES.ageRange)
    .max(100, ACCUSED_MESSAGES.ageRange),
  mobile: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, ACCUSED_MESSAGES.mobile)
    .default(''),
  stateId: id(ACCUSED_MESSAGES.stateRequired),
  cityId: id(ACCUSED_MESSAGES.cityRequired),
  stationId: id(ACCUSED_MESSAGES.stationRequired),
  religionId: id(ACCUSED_MESSAGES.religionRequired),
  caste: text(80),
  address: z
    .string({ error: ACCUSED_MESSAGES.addressRequired })
    .trim()
    .min(1, ACCUSED_MESSAGES.addressRequired)
    .max(500, ACCUSED_MESSAGES.addressRequired),
  patrollingNeeded: z.boolean().default(false),
  currentCondition: z.enum(['wanted', 'absconding']).nullish(),
  photoIds: z.array(z.uuid()).max(5, ACCUSED_MESSAGES.tooManyPhotos).default([]),
});
export const accusedBasicSchema = accusedBasicFields.superRefine((v, ctx) => {
  if (isHistorySheeter(v.historySheeter) && !v.historyDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['historyDate'],
      message: ACCUSED_MESSAGES.historyDateRequired,
    });
  }
});
export type AccusedBasicInput = z.infer<typeof accusedBasicSchema>;

export const crimeSectionInputSchema = z.object({
  actId: id(CRIME_MESSAGES.ruleRequired),
  sectionId: id(CRIME_MESSAGES.kalamRequired),
});

export const crimeMemberInputSchema = z.object({
  memberName: z
    .string({ error: CRIME_MESSAGES.memberNameRequired })
    .trim()
    .min(1, CRIME_MESSAGES.memberNameRequired)
    .max(120),
  registerNumber: z
    .string()
    .trim()
    .regex(/^\d{0,20}$/, CRIME_MESSAGES.registerNumberDigits)
    .default(''),
  registerYear: z.coerce.number().int().min(1950).max(2100).nullish(),
});

/** Spec 2 §3.2, §5.2. Dates are calendar dates (YYYY-MM-DD), never shifted by a day. */
export const crimeInputSchema = z
  .object({
    stateId: id(CRIME_MESSAGES.stateRequired),
    cityId: id(CRIME_MESSAGES.cityRequired),
    stationId: id(CRIME_MESSAGES.stationRequired),
    registerNumber: z
      .string({ error: CRIME_MESSAGES.registerNumberRequired })
      .trim()
      .min(1, CRIME_MESSAGES.registerNumberRequired)
      .regex(/^\d{1,20}$/, CRIME_MESSAGES.registerNumberDigits),
    registerYear: z.coerce
      .number({ error: CRIME_MESSAGES.registerYearRequired })
      .int(CRIME_MESSAGES.registerYearRequired)
      .min(1950, CRIME_MESSAGES.registerYearRequired)
      .max(2100, CRIME_MESSAGES.registerYearRequired),
    registeredOn: isoDate(CRIME_MESSAGES.registeredOnRequired),
    crimeTitleId: id(CRIME_MESSAGES.titleRequired),
    statusId: id(CRIME_MESSAGES.statusRequired),
    courtType: z.string().trim().max(80).nullish(),
    statusDate: z.iso.date().nullish(),
    caseNumber: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,19})?$/, CRIME_MESSAGES.caseNumberMin)
      .nullish(),
    punishment: z.string().trim().max(300).nullish(),
    penalty: z.string().trim().max(300).nullish(),
    sections: z
      .array(crimeSectionInputSchema, { error: CRIME_MESSAGES.ruleRequired })
      .min(1, CRIME_MESSAGES.ruleRequired)
      .max(30),
    members: z.array(crimeMemberInputSchema).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (Number(v.registeredOn.slice(0, 4)) !== v.registerYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['registeredOn'],
        message: CRIME_MESSAGES.registeredOnOutsideYear,
      });
    }
    if (v.registeredOn > istDate()) {
      ctx.addIssue({
        code: 'custom',
        path: ['registeredOn'],
        message: CRIME_MESSAGES.registeredOnFuture,
      });
    }
  });
export type CrimeInput = z.infer<typeof crimeInputSchema>;

/** Spec 2 §3.6: all optional. */
export const otherInfoInputSchema = z.object({
  isGangMember: z.boolean().nullish(),
  business: text(500),
  familyMembers: text(1000),
  assets: text(1000),
  residence: text(500),
  jurisdiction: text(500),
  courtDate: z.iso.date().nullish(),
  jailStatus: text(300),
  vehicleDetails: text(500),
  lawyerDetails: text(500),
  identifyingOfficer: text(300),
  supportingLeaders: text(500),
  caseNo: text(100),
  registeredCases: z.array(z.string().trim().max(100)).max(50).default([]),
  imageIds: z.array(z.uuid()).max(5, 'You can upload at most 5 images').default([]),
  handprintIds: z.array(z.uuid()).max(2, 'You can upload at most 2 handprint images').default([]),
  recordIds: z.array(z.uuid()).max(2, 'You can upload at most 2 PDF files').default([]),
});
export type OtherInfoInput = z.infer<typeof otherInfoInputSchema>;

/**
 * "This is a different person" from the records found at entry, with the reason (issue 16
 * §3); the duplicates schemas (duplicates.ts) build on the accused ones, not the reverse.
 */
export const distinctFromSchema = z.object({
  ids: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(50),
  reason: z
    .string({ error: ACCUSED_MESSAGES.reasonRequired })
    .trim()
    .min(1, ACCUSED_MESSAGES.reasonRequired)
    .max(500, ACCUSED_MESSAGES.reasonRequired),
});
export type DistinctFromInput = z.infer<typeof distinctFromSchema>;

export const accusedCreateSchema = z.object({
  basic: accusedBasicSchema,
  /** Saving over possible duplicates: "a different person", with the reason (issue 16 §3). */
  distinctFrom: distinctFromSchema.optional(),
  crimes: z
    .array(crimeInputSchema, { error: ACCUSED_MESSAGES.atLeastOneCrime })
    .min(1, ACCUSED_MESSAGES.atLeastOneCrime)
    .max(100),
  otherInfo: otherInfoInputSchema.optional(),
});
export type AccusedCreateInput = z.infer<typeof accusedCreateSchema>;

export const ACCUSED_SORTS = ['name', 'age', 'station', 'crimeCount'] as const;
export const accusedListQuerySchema = pageQuerySchema.extend({
  /** Role 2's two tabs (spec 2 §2.1): entered by the station, or within its jurisdiction. */
  tab: z.enum(['entered', 'jurisdiction']).default('entered'),
  /** Roles 4 and 8 pick a unit; role 4 is held to its own whatever it sends. */
  cityId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  search: z.string().trim().max(100).optional(),
  filter: z.enum(['type', 'title']).optional(),
  headingIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, ACCUSED_MESSAGES.findHeading)
    .transform((s) => s.split(',').map(Number))
    .optional(),
  sort: z.enum(ACCUSED_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** The dashboard's Wanted view (spec 1 §2): accused by current condition. */
  condition: z.enum(['wanted', 'absconding']).optional(),
});
export type AccusedListQuery = z.infer<typeof accusedListQuerySchema>;

/**
 * Why a record matched a name search (decision 0038), per word of the search, best level
 * first: the same word, the start of a word in the same script, the same word in the other
 * script or another spelling, a word that sounds the same, a typo.
 */
export const NAME_MATCH_LEVELS = [
  'exact',
  'prefix',
  'transliterated',
  'phonetic',
  'fuzzy',
] as const;
export const nameMatchSchema = z.object({
  level: z.enum(NAME_MATCH_LEVELS),
  /** The record's word that matched, as the record spells it. */
  term: z.string(),
});
export type NameMatch = z.infer<typeof nameMatchSchema>;

export const accusedListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  age: z.number().int(),
  address: z.string(),
  mobile: z.string().nullable(),
  stationId: z.number().int(),
  stationNameMr: z.string(),
  stationNameEn: z.string(),
  cityId: z.number().int(),
  crimeCount: z.number().int(),
  preventiveCount: z.number().int(),
  currentCondition: z.enum(['wanted', 'absconding']).nullable(),
  photoUrl: z.string().nullable(),
  active: z.boolean(),
  activeReason: z.string(),
  canEdit: z.boolean(),
  /** Set when the list is a name search. */
  match: z.array(nameMatchSchema).nullable(),
});
export type AccusedListItem = z.infer<typeof accusedListItemSchema>;

export const accusedActiveSchema = z.object({
  active: z.boolean(),
  reason: z
    .string({ error: ACCUSED_MESSAGES.reasonRequired })
    .trim()
    .min(1, ACCUSED_MESSAGES.reasonRequired)
    .max(500),
});

/** Step 1's find-accused: by name, or by crime count at a police station (spec 2 §2.3). */
export const findAccusedQuerySchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    crimeCount: z.coerce.number().int().min(1).max(1000).optional(),
    stationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.name && (v.crimeCount === undefined || v.stationId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: ACCUSED_MESSAGES.findNameRequired });
    }
  });

const named = z.object({ mr: z.string(), en: z.string() });

export const crimeDetailSchema = z.object({
  id: z.number().int(),
  stateId: z.number().int(),
  cityId: z.number().int(),
  city: named,
  stationId: z.number().int(),
  station: named,
  registerNumber: z.string(),
  registerYear: z.number().int(),
  registeredOn: z.string(),
  crimeTitleId: z.number().int(),
  title: named,
  statusId: z.number().int(),
  status: named,
  courtType: z.string().nullable(),
  statusDate: z.string().nullable(),
  caseNumber: z.string().nullable(),
  punishment: z.string().nullable(),
  penalty: z.string().nullable(),
  sections: z.array(
    z.object({
      actId: z.number().int(),
      sectionId: z.number().int(),
      actCode: z.string(),
      act: named,
      sectionCode: z.string(),
      section: named,
    }),
  ),
  members: z.array(
    z.object({
      memberName: z.string(),
      registerNumber: z.string(),
      registerYear: z.number().int().nullable(),
    }),
  ),
});
export type CrimeDetail = z.infer<typeof crimeDetailSchema>;

export const accusedDetailSchema = z.object({
  id: z.number().int(),
  basic: z.object({
    crimeTypeIds: z.array(z.number().int()),
    historySheeter: z.number().int(),
    historyDate: z.string().nullable(),
    name: z.string(),
    nameEn: z.string(),
    fatherName: z.string(),
    aliases: z.array(z.string()),
    age: z.number().int(),
    mobile: z.string(),
    stateId: z.number().int(),
    cityId: z.number().int(),
    stationId: z.number().int(),
    religionId: z.number().int(),
    caste: z.string(),
    address: z.string(),
    patrollingNeeded: z.boolean(),
    currentCondition: z.enum(['wanted', 'absconding']).nullable(),
    photoIds: z.array(z.string()),
  }),
  religion: named,
  city: named,
  station: named,
  photoUrls: z.array(z.string()),
  crimeCount: z.number().int(),
  twoPlus: z.boolean(),
  active: z.boolean(),
  activeReason: z.string(),
  enteredByCityId: z.number().int(),
  enteredByStationId: z.number().int(),
  canEdit: z.boolean(),
  crimes: z.array(crimeDetailSchema),
  arrests: z.array(arrestSchema),
  preventiveActions: z.array(preventiveSchema),
  otherInfo: otherInfoInputSchema.extend({ courtDate: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccusedDetail = z.infer<typeof accusedDetailSchema>;

export const accusedUpdateSchema = z.object({
  basic: accusedBasicSchema,
  distinctFrom: distinctFromSchema.optional(),
  otherInfo: otherInfoInputSchema.optional(),
});
export type AccusedUpdateInput = z.infer<typeof accusedUpdateSchema>;

/** Export columns (spec 2 §3.9, §5.7) in the order of the download modal. */
export const EXPORT_COLUMNS = [
  'name',
  'age',
  'address',
  'mobileNumber',
  'city',
  'districtName',
  'state',
  'religion',
  'photo',
  'gunhaCount',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export const EXPORT_MESSAGES = {
  noColumn: 'Please select at least one column',
  invalidData: 'Invalid data',
} as const;

export const accusedExportQuerySchema = accusedListQuerySchema
  .omit({ page: true, size: true })
  .extend({
    columns: z
      .string({ error: EXPORT_MESSAGES.noColumn })
      .min(1, EXPORT_MESSAGES.noColumn)
      .transform((s, ctx) => {
        if (s === 'all') return [...EXPORT_COLUMNS];
        const list = s.split(',');
        if (list.some((c) => !(EXPORT_COLUMNS as readonly string[]).includes(c))) {
          ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.noColumn });
          return z.NEVER;
        }
        return list as ExportColumn[];
      }),
  });
export type AccusedExportQuery = z.infer<typeof accusedExportQuerySchema>;

/** The dashboard's Wanted view as .xlsx: the list's filters with a required condition. */
export const wantedExportQuerySchema = accusedListQuerySchema
  .omit({ page: true, size: true })
  .extend({ condition: z.enum(['wanted', 'absconding']) });
export type WantedExportQuery = z.infer<typeof wantedExportQuerySchema>;
