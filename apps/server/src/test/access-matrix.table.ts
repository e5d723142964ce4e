/**
 * The expected access of every API route (issue 9 §1), read by access-matrix.test.ts.
 *
 * allow: who gets past authentication and the permission check: 'public' (anyone, with or
 *   without a session), 'field' (a signed-in app user of the field app, officer cookies do
 *   not count), or the officer roles as digits ('248' = roles 2, 4 and 8). Everybody else
 *   gets 401 (no session of the right kind) or 403 (an officer role that is not listed).
 * probe: the exact status an allowed caller gets for the matrix's probe request: path ids of
 *   a record that does not exist (999999, or a random UUID when id is 'uuid'), no query and,
 *   for POST/PUT, an empty JSON object `{}`. Per role when roles differ.
 * scope: the kind of record a path id names; access-matrix.test.ts creates one such record at
 *   the caller's own station, one at another station of the same unit and one in another unit,
 *   and expects the scope rule to decide 200 or 404: role 8 the state, role 4 its unit, role 2
 *   its station, or its whole unit where reach is 'unit' (decision 0011: an accused is read
 *   across the unit). `denied` names a role that sees the record but may not act on it (403).
 *   On a field route the app user sees its own station's records only.
 *   A by-id write is sent a complete, valid form for the record's own place (BODIES in the
 *   test), so a 404 comes from the scope rule and never from validation.
 * endsSession: the route signs the caller out, so the matrix uses a fresh session for it.
 *
 * A route added to the app without a row here, or a row left for a removed route, fails.
 */
export type Allow = 'public' | 'field' | '2' | '4' | '8' | '24' | '28' | '48' | '248';
export type ScopeKind =
  | 'user'
  | 'accused'
  | 'accusedPhoto'
  | 'photoFile'
  | 'spot'
  | 'appUser'
  | 'wanted'
  | 'crime'
  | 'arrest'
  | 'preventive';

export interface RouteExpectation {
  allow: Allow;
  probe: number | Partial<Record<'2' | '4' | '8', number>>;
  id?: 'uuid';
  scope?: ScopeKind;
  reach?: 'unit';
  denied?: '8';
  endsSession?: true;
}

export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  'GET /api/health': { allow: 'public', probe: 200 },
  'GET /api/auth/captcha': { allow: 'public', probe: 200 },
  'POST /api/auth/logout': { allow: '248', probe: 200, endsSession: true },
  'POST /api/auth/login': { allow: 'public', probe: 400 },
  'GET /api/auth/me': { allow: '248', probe: 200 },
  'PUT /api/auth/me/language': { allow: '248', probe: 400 },
  'GET /api/masters/cities': { allow: '248', probe: 200 },
  'GET /api/masters/cities/:cityId/stations': { allow: '248', probe: 200 },
  'GET /api/masters/acts': { allow: '248', probe: 200 },
  'GET /api/masters/acts/:actId/sections': { allow: '248', probe: 200 },
  'POST /api/masters/acts': { allow: '8', probe: 400 },
  'POST /api/masters/acts/:actId/sections': { allow: '8', probe: 400 },
  'GET /api/masters/:kind': { allow: '248', probe: 200 },
  'GET /api/users': { allow: '48', probe: 200 },
  'GET /api/users/assignable': { allow: '48', probe: 200 },
  'GET /api/users/:id': { allow: '48', probe: 404, scope: 'user' },
  'POST /api/users': { allow: '48', probe: 400 },
  'PUT /api/users/:id': { allow: '48', probe: 400, scope: 'user', denied: '8' },
  // Role 8 reads station users but manages only unit administrators (spec 1 §6).
  'PUT /api/users/:id/active': { allow: '48', probe: 400, scope: 'user', denied: '8' },
  'POST /api/users/:id/unlock': { allow: '48', probe: 404, scope: 'user', denied: '8' },
  'PUT /api/profile': { allow: '248', probe: 400 },
  'GET /api/login-details': { allow: '248', probe: 200 },
  'GET /api/app-users': { allow: '48', probe: 200 },
  'POST /api/app-users': { allow: '48', probe: 400 },
  'PUT /api/app-users/:id': { allow: '48', probe: 400, scope: 'appUser' },
  'PUT /api/app-users/:id/status': { allow: '48', probe: 400, scope: 'appUser' },
  'POST /api/app-users/:id/reset-password': { allow: '48', probe: 404, scope: 'appUser' },
  'POST /api/app-users/:id/unlock': { allow: '48', probe: 404, scope: 'appUser' },
  // Role 8 must name a unit: the state list is too large to page unfiltered.
  'GET /api/accused': { allow: '248', probe: { 2: 200, 4: 200, 8: 400 } },
  'GET /api/accused/export': { allow: '248', probe: 400 },
  'GET /api/accused/export.pdf': { allow: '248', probe: 400 },
  'GET /api/accused/wanted-export': { allow: '248', probe: 400 },
  // accused:read, but the station tabs exist only for role 2 (the service answers 403).
  'GET /api/accused/tab-counts': { allow: '2', probe: 200 },
  'GET /api/accused/find': { allow: '248', probe: 400 },
  'GET /api/accused/:id': { allow: '248', probe: 404, scope: 'accused', reach: 'unit' },
  'GET /api/accused/:id/history-sheet.pdf': {
    allow: '248',
    probe: 404,
    scope: 'accused',
    reach: 'unit',
  },
  // Issue 20 §5: the accomplice network, read as the profile (decision 0054).
  'GET /api/accused/:id/network': { allow: '248', probe: 404, scope: 'accused', reach: 'unit' },
  // Issue 16: the duplicate check at entry is part of writing a record (role 2).
  'POST /api/accused/duplicates/check': { allow: '2', probe: 400 },
  // Possible duplicates: role 2 its station's, role 4 its unit's, role 8 the state's.
  'GET /api/duplicates': { allow: '248', probe: 200 },
  'POST /api/duplicates/:id/dismiss': { allow: '248', probe: 400 },
  'POST /api/duplicates/merge': { allow: '48', probe: 400 },
  'GET /api/duplicates/merges': { allow: '48', probe: 200 },
  'POST /api/duplicates/merges/:id/undo': { allow: '8', probe: 404 },
  'POST /api/accused': { allow: '2', probe: 400 },
  'PUT /api/accused/:id': { allow: '2', probe: 400, scope: 'accused' },
  'POST /api/accused/:id/crimes': { allow: '2', probe: 400, scope: 'accused' },
  'PUT /api/crimes/:id': { allow: '2', probe: 400, scope: 'crime' },
  'PUT /api/accused/:id/active': { allow: '4', probe: 400, scope: 'accused' },
  'POST /api/crimes/:id/arrests': { allow: '2', probe: 400, scope: 'crime' },
  'PUT /api/arrests/:id': { allow: '2', probe: 400, scope: 'arrest' },
  'POST /api/arrests/check-aadhaar': { allow: '2', probe: 400 },
  'GET /api/arrests/:id/aadhaar': { allow: '248', probe: 404 },
  'POST /api/accused/:id/preventive-actions': { allow: '2', probe: 400, scope: 'accused' },
  'PUT /api/preventive-actions/:id': { allow: '2', probe: 400, scope: 'preventive' },
  'GET /api/content/feed': { allow: '248', probe: 400 },
  'GET /api/content': { allow: '48', probe: 400 },
  'POST /api/content': { allow: '48', probe: 400 },
  'PUT /api/content/:id/status': { allow: '48', probe: 400 },
  'GET /api/faq': { allow: '248', probe: 200 },
  'PUT /api/faq/:id/file': { allow: '8', probe: 400 },
  'GET /api/landing': { allow: 'public', probe: 200 },
  'GET /api/landing/images/:id': { allow: 'public', probe: 404 },
  'GET /api/landing/manage': { allow: '8', probe: 200 },
  'POST /api/landing/images': { allow: '8', probe: 400 },
  'PUT /api/landing/images/:id/active': { allow: '8', probe: 400 },
  'GET /api/audit': { allow: '48', probe: 200 },
  'GET /api/audit/entities': { allow: '48', probe: 200 },
  'GET /api/audit/export': { allow: '48', probe: 200 },
  'POST /api/files': { allow: '248', probe: 400 },
  // A station's file on an accused record is read across the unit (decision 0004).
  'GET /api/files/:id': { allow: '248', probe: 404, id: 'uuid', scope: 'photoFile', reach: 'unit' },
  // Without a valid signature the link is refused before any lookup.
  'GET /api/files/:id/signed': { allow: 'public', probe: 400, id: 'uuid' },
  'GET /api/dashboard/counts': { allow: '248', probe: 200 },
  'GET /api/dashboard/overdue': { allow: '248', probe: 200 },
  'GET /api/dashboard/overdue/summary': { allow: '248', probe: 200 },
  'GET /api/wanted': { allow: '48', probe: 200 },
  'GET /api/wanted/:id': { allow: '48', probe: 404, scope: 'wanted' },
  'POST /api/wanted/persons': { allow: '48', probe: 400 },
  'PUT /api/wanted/persons/:id': { allow: '48', probe: 400 },
  'POST /api/wanted/vehicles': { allow: '48', probe: 400 },
  'PUT /api/wanted/vehicles/:id': { allow: '48', probe: 400 },
  'POST /api/wanted/licences': { allow: '48', probe: 400 },
  'PUT /api/wanted/licences/:id': { allow: '48', probe: 400 },
  'POST /api/wanted/mobiles': { allow: '48', probe: 400 },
  'PUT /api/wanted/mobiles/:id': { allow: '48', probe: 400, scope: 'wanted' },
  'PUT /api/wanted/:id/status': { allow: '48', probe: 400, scope: 'wanted' },
  'GET /api/spots': { allow: '248', probe: 200 },
  'POST /api/spots': { allow: '24', probe: 400 },
  'GET /api/spots/:id': { allow: '248', probe: 404, scope: 'spot' },
  'GET /api/spots/:id/qr.png': { allow: '248', probe: 404, scope: 'spot' },
  'GET /api/summons': { allow: '24', probe: 200 },
  'POST /api/summons': { allow: '4', probe: 400 },
  'PUT /api/summons/:id/first-update': { allow: '4', probe: 400 },
  'PUT /api/summons/:id/station-update': { allow: '2', probe: 400 },
  'GET /api/cctv': { allow: '48', probe: 200 },
  'POST /api/cctv': { allow: '4', probe: 400 },
  'POST /api/cctv/import': { allow: '4', probe: 400 },
  'GET /api/cctv/template.xlsx': { allow: '4', probe: 200 },
  'POST /api/field/auth/login': { allow: 'public', probe: 400 },
  'POST /api/field/auth/logout': { allow: 'field', probe: 200, endsSession: true },
  'GET /api/field/auth/me': { allow: 'field', probe: 200 },
  'POST /api/field/auth/password': { allow: 'field', probe: 400 },
  'GET /api/field/accused': { allow: 'field', probe: 200 },
  // The app user (Shivajinagar) sees its own station's accused only.
  'GET /api/field/accused/:id/photo': { allow: 'field', probe: 404, scope: 'accusedPhoto' },
  'GET /api/field/accused/:id': { allow: 'field', probe: 404, scope: 'accusedPhoto' },
  'GET /api/field/offline/accused': { allow: 'field', probe: 200 },
  'POST /api/field/photos': { allow: 'field', probe: 400 },
  'POST /api/field/checkins': { allow: 'field', probe: 400 },
  'POST /api/field/sightings': { allow: 'field', probe: 400 },
  'POST /api/field/visits': { allow: 'field', probe: 400 },
  'POST /api/field/devices': { allow: 'field', probe: 400 },
  'GET /api/field/news': { allow: 'field', probe: 200 },
  'GET /api/field/push/key': { allow: 'field', probe: 200 },
  'POST /api/field/push/subscriptions': { allow: 'field', probe: 400 },
  'DELETE /api/field/push/subscriptions': { allow: 'field', probe: 400 },
  'GET /api/gps': { allow: '24', probe: 400 },
  'GET /api/breaches': { allow: '248', probe: 200 },
  'GET /api/breaches/export.xlsx': { allow: '248', probe: 200 },
  'POST /api/breaches/:id/acknowledge': { allow: '24', probe: 404 },
  'GET /api/accused/:id/breaches': { allow: '248', probe: 404, scope: 'accused', reach: 'unit' },
  'GET /api/gps/export': { allow: '24', probe: 400 },
  'GET /api/gps/accused/:id': { allow: '24', probe: 404, scope: 'accused' },
  'POST /api/gps/accused/:id/lock': { allow: '24', probe: 400, scope: 'accused' },
  'POST /api/gps/accused/:id/unlock': { allow: '24', probe: 404 },
  'GET /api/reports/arrests': { allow: '248', probe: 400 },
  'GET /api/reports/arrests.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/arrests.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/preventive': { allow: '248', probe: 400 },
  'GET /api/reports/preventive.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/preventive.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/preventive/statistics': { allow: '4', probe: 400 },
  'GET /api/reports/preventive/statistics.xlsx': { allow: '4', probe: 400 },
  'GET /api/reports/preventive/statistics.pdf': { allow: '4', probe: 400 },
  'GET /api/reports/app-users': { allow: '8', probe: 200 },
  'GET /api/reports/app-users.xlsx': { allow: '8', probe: 200 },
  'GET /api/reports/app-users.pdf': { allow: '8', probe: 200 },
  'GET /api/reports/statistics': { allow: '248', probe: 400 },
  'GET /api/reports/statistics.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/statistics.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/not-checked': { allow: '248', probe: 400 },
  'GET /api/reports/not-checked.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/not-checked.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/state-accused': { allow: '8', probe: 400 },
  'GET /api/reports/state-accused.xlsx': { allow: '8', probe: 400 },
  'GET /api/reports/state-accused.pdf': { allow: '8', probe: 400 },
  'GET /api/reports/state-gps': { allow: '8', probe: 400 },
  'GET /api/reports/state-gps.xlsx': { allow: '8', probe: 400 },
  'GET /api/reports/state-gps.pdf': { allow: '8', probe: 400 },
  'GET /api/reports/range': { allow: '248', probe: 400 },
  'GET /api/reports/range.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/range.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/spots/stations': { allow: '248', probe: 400 },
  'GET /api/reports/spots/stations.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/spots/stations.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/patrol/app-users': { allow: '248', probe: 400 },
  'GET /api/reports/patrol/app-users.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/patrol/app-users.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/spots/station': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/new-statistics': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/new-statistics.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/new-statistics.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/statistics': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/statistics.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/statistics.pdf': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/list': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/list.xlsx': { allow: '248', probe: 400 },
  'GET /api/reports/two-plus/list.pdf': { allow: '248', probe: 400 },
  'GET /api/analytics': { allow: '4', probe: 400 },
  'GET /api/verification/access': { allow: '248', probe: 200 },
  'GET /api/verification/lookups': { allow: '24', probe: 400 },
  'GET /api/verification/lookups/:id': { allow: '24', probe: 404 },
  'POST /api/verification/lookups': { allow: '24', probe: 400 },
  'POST /api/verification/aadhaar-otp': { allow: '24', probe: 400 },
  'POST /api/verification/aadhaar-otp/submit': { allow: '24', probe: 400 },
  'GET /api/verification/allocations': { allow: '8', probe: 200 },
  'GET /api/verification/allocation-units': { allow: '8', probe: 200 },
  'POST /api/verification/allocations': { allow: '8', probe: 400 },
  'POST /api/field/verification/lookups': { allow: 'field', probe: 400 },
  // Issue 20: a unit's settings; the state names the unit (400 without it).
  'GET /api/settings/unit': { allow: '248', probe: { '2': 200, '4': 200, '8': 400 } },
  'PUT /api/settings/unit': { allow: '48', probe: 400 },
};
