import { z } from 'zod';
import { pageQuerySchema } from './common.js';

/**
 * Externment breaches (issue 20 item 2): an externed accused met inside the externed area
 * during the order's period. The rule is in docs/reports.md "Externment breaches".
 */
export const BREACH_KINDS = ['checkin', 'arrest', 'crime', 'sighting'] as const;
export type BreachKind = (typeof BREACH_KINDS)[number];

/** What raised a breach, as the screens and the export name it (also the i18n keys). */
export const BREACH_KIND_LABELS: Record<BreachKind, string> = {
  checkin: 'GPS check-in',
  sighting: 'Seen here',
  arrest: 'Arrest',
  crime: 'Crime registered',
};

export const BREACH_MESSAGES = {
  dateInvalid: 'Please enter a valid date',
  rangeOrder: 'The start date must not be after the end date',
  noteTooLong: 'The note can be at most 500 characters',
  acknowledged: 'Breach acknowledged',
  alreadyAcknowledged: 'This breach is already acknowledged',
  pushTitle: 'Externment breach',
} as const;

const isoDate = z.iso.date({ error: BREACH_MESSAGES.dateInvalid });
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** The filters of the Breaches screen and its export (dates are India days of the event). */
export const breachFilterSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    cityId: optionalId,
    stationId: optionalId,
    status: z.enum(['open', 'acknowledged']).optional(),
    kind: z.enum(BREACH_KINDS).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: BREACH_MESSAGES.rangeOrder,
  });
export type BreachFilter = z.infer<typeof breachFilterSchema>;

export const breachListQuerySchema = z
  .object({ ...pageQuerySchema.shape, ...breachFilterSchema.shape })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: BREACH_MESSAGES.rangeOrder,
  });
export type BreachListQuery = z.infer<typeof breachListQuerySchema>;

const bilingual = z.object({ mr: z.string(), en: z.string() });

export const breachSchema = z.object({
  id: z.number().int(),
  accusedId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  kind: z.enum(BREACH_KINDS),
  cityId: z.number().int(),
  cityName: bilingual,
  stationId: z.number().int(),
  stationName: bilingual,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photoUrl: z.string().nullable(),
  occurredAt: z.string(),
  createdAt: z.string(),
  preventiveActionId: z.number().int(),
  actionType: bilingual,
  dateFrom: z.string(),
  dateTo: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgeNote: z.string().nullable(),
});
export type Breach = z.infer<typeof breachSchema>;

export const breachAckSchema = z.object({
  note: z.string().trim().max(500, BREACH_MESSAGES.noteTooLong).default(''),
});
export type BreachAckInput = z.input<typeof breachAckSchema>;
