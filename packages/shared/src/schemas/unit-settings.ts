import { z } from 'zod';

/** Issue 20: what a unit admin sets for the unit, with the messages the form shows. */
export const UNIT_SETTINGS_MESSAGES = {
  overdueDays: 'Please enter the days between 1 and 365',
  patrolDistance: 'Please enter the distance between 10 and 5000 metres',
  patrolRepeat: 'Please enter the minutes between 0 and 1440',
  saved: 'Settings saved successfully',
  /** The state super admin names the unit (the same sentence as the app users' form). */
  unitRequired: 'Please select a unit',
} as const;

/** A unit that has not set anything gets these (the defaults). */
export const DEFAULT_UNIT_SETTINGS = {
  overdueCheckDays: 30,
  patrolMaxDistanceMeters: 200,
  patrolRepeatMinutes: 30,
} as const;

export const unitSettingsInputSchema = z.object({
  overdueCheckDays: z.coerce
    .number({ error: UNIT_SETTINGS_MESSAGES.overdueDays })
    .int(UNIT_SETTINGS_MESSAGES.overdueDays)
    .min(1, UNIT_SETTINGS_MESSAGES.overdueDays)
    .max(365, UNIT_SETTINGS_MESSAGES.overdueDays),
  patrolMaxDistanceMeters: z.coerce
    .number({ error: UNIT_SETTINGS_MESSAGES.patrolDistance })
    .int(UNIT_SETTINGS_MESSAGES.patrolDistance)
    .min(10, UNIT_SETTINGS_MESSAGES.patrolDistance)
    .max(5000, UNIT_SETTINGS_MESSAGES.patrolDistance),
  patrolRepeatMinutes: z.coerce
    .number({ error: UNIT_SETTINGS_MESSAGES.patrolRepeat })
    .int(UNIT_SETTINGS_MESSAGES.patrolRepeat)
    .min(0, UNIT_SETTINGS_MESSAGES.patrolRepeat)
    .max(1440, UNIT_SETTINGS_MESSAGES.patrolRepeat),
});
export type UnitSettingsInput = z.infer<typeof unitSettingsInputSchema>;

export const unitSettingsSchema = unitSettingsInputSchema.extend({
  cityId: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type UnitSettings = z.infer<typeof unitSettingsSchema>;

/** GET /api/settings/unit: the state names the unit; everyone else reads their own. */
export const unitSettingsQuerySchema = z.object({
  cityId: z.coerce
    .number({ error: UNIT_SETTINGS_MESSAGES.unitRequired })
    .int(UNIT_SETTINGS_MESSAGES.unitRequired)
    .positive(UNIT_SETTINGS_MESSAGES.unitRequired)
    .max(2_147_483_647, UNIT_SETTINGS_MESSAGES.unitRequired)
    .optional(),
});

/** PUT /api/settings/unit: the three settings, and the unit when the state saves them. */
export const unitSettingsUpdateSchema = unitSettingsInputSchema.extend(
  unitSettingsQuerySchema.shape,
);
export type UnitSettingsUpdate = z.infer<typeof unitSettingsUpdateSchema>;
