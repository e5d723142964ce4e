import type { Role } from './constants.js';

/**
 * Every permission the API knows. A route declares exactly one of these or 'public'
 * (DESIGN.md rule 1); a role holds only what is listed for it below (deny by default).
 */
export const PERMISSIONS = [
  'session:self',
  'masters:read',
  'users:read',
  'users:write',
  'audit:read',
  'files:upload',
  'files:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_SIGNED_IN: readonly Permission[] = [
  'session:self',
  'masters:read',
  'files:upload',
  'files:read',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  '2': [...EVERY_SIGNED_IN],
  '4': [...EVERY_SIGNED_IN, 'users:read', 'users:write'],
  '8': [...EVERY_SIGNED_IN, 'users:read', 'users:write', 'audit:read'],
};

export function can(role: Role | undefined | null, permission: Permission): boolean {
  if (!role) return false;
  return ROLE_PERMISSIONS[role].includes(permission);
}
