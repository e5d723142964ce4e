import { z } from 'zod';
import { ALL_ROLES } from '../constants.js';
import { pageQuerySchema } from './common.js';

export const userListItemSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(ALL_ROLES as ['2', '4', '8']),
  cityId: z.number().int().nullable(),
  cityNameMr: z.string().nullable(),
  cityNameEn: z.string().nullable(),
  stationId: z.number().int().nullable(),
  stationNameMr: z.string().nullable(),
  stationNameEn: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
