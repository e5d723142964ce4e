import { z } from 'zod';
import { pageQuerySchema } from './common.js';

const isoDate = z.iso.date({ error: 'Please enter a valid date' });

export const auditQuerySchema = pageQuerySchema.extend({
  userid: z.string().trim().max(50).optional(),
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(60).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userid: z.string().nullable(),
  userName: z.string().nullable(),
  role: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  cityId: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
