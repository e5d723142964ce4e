import type { Role } from './constants.js';

/**
 * Every permission the API knows. A route declares exactly one of these or 'public'
 * (architecture rule 1); a role holds only what is listed for it below (deny by default).
 */
export const PERMISSIONS = [
  'session:self',
  'masters:read',
  'masters:write',
  'accused:read',
  'accused:write',
  'accused:status',
  /** Possible duplicates of the user's scope and "not the same person" (issue 16 §4). */
  'accused:duplicates',
  /** Merging two records of one person (issue 16 §5): roles 4 and 8. */
  'accused:merge',
  /** Undoing a merge: role 8. */
  'accused:unmerge',
  'users:read',
  'users:write',
  'app-users:read',
  'app-users:write',
  'content:read',
  'content:write',
  'faq:read',
  'faq:write',
  'landing:write',
  'audit:read',
  'files:upload',
  'files:read',
  'dashboard:read',
  'wanted:read',
  'wanted:write',
  'gps:read',
  'gps:lock',
  'spots:read',
  'spots:write',
  'summons:read',
  'summons:register',
  'summons:station-update',
  'cctv:read',
  'cctv:write',
  /** Reports (spec 3 §2.4, §2.5) over the caller's scope. */
  'reports:read',
  /** State-wide reports (spec 3 §2.8 Total App Users). */
  'reports:state',
  /** Preventive action statistics per police station (spec 3 §2.5): the unit admin's view. */
  'reports:preventive-statistics',
  /** The analytical dashboard (spec 3 §2.11): role 4 only. */
  'analytics:read',
  /** Document verification lookups (spec 3 §2.12): the unit's plan decides further (issue 7). */
  'verification:lookup',
  /** Allocating document verification to units (spec 3 §2.13), role 8. */
  'verification:allocate',
  /** The API's map (/api/docs) in production: role 8 (issue 17 §4); open in development. */
  'api:docs',
  /** Externment breaches (issue 20): the Breaches screen, its export, a profile's section. */
  'breaches:read',
  /** Acknowledging a breach: the station and the unit admin (roles 2, 4). */
  'breaches:acknowledge',
  /** A unit's settings (issue 20): every officer reads its unit's; the state names one. */
  'settings:read',
  /** Saving them: a unit admin its own unit, the state super admin any unit. */
  'settings:write',
  /** Held by no officer role: the field app's routes, for signed-in app users only. */
  'field:app',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_SIGNED_IN: readonly Permission[] = [
  'session:self',
  'masters:read',
  'accused:read',
  'content:read',
  'faq:read',
  'files:upload',
  'files:read',
  'dashboard:read',
  'spots:read',
  'reports:read',
  'settings:read',
];

const ADMIN: readonly Permission[] = [
  ...EVERY_SIGNED_IN,
  'users:read',
  'users:write',
  'app-users:read',
  'app-users:write',
  'content:write',
  'audit:read',
];

/**
 * Spec 1 §6: role 8 runs the state (unit admins, notifications, help, about us, acts and
 * sections, FAQ, landing page); role 4 runs its unit (station users, app users, news);
 * role 2 works on its station's records.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  '2': [
    ...EVERY_SIGNED_IN,
    'accused:write',
    'accused:duplicates',
    'gps:read',
    'gps:lock',
    'spots:write',
    'summons:read',
    'summons:station-update',
    'verification:lookup',
    'breaches:read',
    'breaches:acknowledge',
  ],
  '4': [
    ...ADMIN,
    'accused:status',
    'accused:duplicates',
    'accused:merge',
    'wanted:read',
    'wanted:write',
    'gps:read',
    'gps:lock',
    'spots:write',
    'summons:read',
    'summons:register',
    'cctv:read',
    'cctv:write',
    'analytics:read',
    'reports:preventive-statistics',
    'verification:lookup',
    'breaches:read',
    'breaches:acknowledge',
    'settings:write',
  ],
  '8': [
    ...ADMIN,
    'accused:duplicates',
    'accused:merge',
    'accused:unmerge',
    'masters:write',
    'faq:write',
    'landing:write',
    'wanted:read',
    'wanted:write',
    'cctv:read',
    'reports:state',
    'verification:allocate',
    'api:docs',
    'breaches:read',
    'settings:write',
  ],
};

export function can(role: Role | undefined | null, permission: Permission): boolean {
  if (!role) return false;
  return ROLE_PERMISSIONS[role].includes(permission);
}
