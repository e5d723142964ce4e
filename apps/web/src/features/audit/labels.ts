/**
 * Readable names for the log's entity and action codes. The codes are the server's English
 * identifiers (architecture rule 9); one the list does not know yet is shown as it is, so a new
 * kind of record is never hidden from the log.
 */
interface CodeLabel {
  code: string;
  labelKey: string;
}

const ENTITIES: readonly CodeLabel[] = [
  { code: 'user', labelKey: 'User' },
  { code: 'app-user', labelKey: 'App user' },
  { code: 'act', labelKey: 'Act' },
  { code: 'section', labelKey: 'Section' },
  { code: 'faq', labelKey: 'FAQ' },
  { code: 'file', labelKey: 'File' },
  { code: 'content', labelKey: 'News, notification or help item' },
  { code: 'landing-image', labelKey: 'Landing page image' },
  { code: 'accused', labelKey: 'Accused' },
  { code: 'crime', labelKey: 'Crime' },
  { code: 'gps-checkin', labelKey: 'GPS check-in' },
  { code: 'patrol-visit', labelKey: 'Patrol visit' },
  { code: 'accused-home', labelKey: 'Home address (GPS)' },
  { code: 'app-user-device', labelKey: 'App user device' },
  { code: 'arrest', labelKey: 'Arrest' },
  { code: 'preventive', labelKey: 'Preventive action' },
  { code: 'wanted', labelKey: 'Wanted particular' },
  { code: 'spot', labelKey: 'Patrol spot' },
  { code: 'summons', labelKey: 'Summons' },
  { code: 'cctv', labelKey: 'CCTV location' },
  { code: 'verification-lookup', labelKey: 'Document verification lookup' },
  { code: 'verification-otp', labelKey: 'Aadhaar OTP request' },
  { code: 'verification-allocation', labelKey: 'Document verification allocation' },
  { code: 'duplicate-pair', labelKey: 'Possible duplicate' },
  // Issue 20: an externment breach acknowledged; a field "seen here" report.
  { code: 'externment-breach', labelKey: 'Externment breach' },
  { code: 'field-sighting', labelKey: 'Seen here' },
];

const ACTIONS: readonly CodeLabel[] = [
  { code: 'create', labelKey: 'Created' },
  { code: 'update', labelKey: 'Updated' },
  { code: 'delete', labelKey: 'Deleted' },
  { code: 'activate', labelKey: 'Activated' },
  { code: 'deactivate', labelKey: 'Deactivated' },
  { code: 'active', labelKey: 'Shown or hidden' },
  { code: 'status', labelKey: 'Status changed' },
  { code: 'profile', labelKey: 'Profile updated' },
  { code: 'language', labelKey: 'Language changed' },
  { code: 'upload', labelKey: 'File uploaded' },
  { code: 'replace-file', labelKey: 'Document replaced' },
  { code: 'reset-password', labelKey: 'Password reset' },
  { code: 'create-admin', labelKey: 'Administrator created' },
  { code: 'lock', labelKey: 'Address locked' },
  { code: 'relock', labelKey: 'Address lock moved' },
  { code: 'unlock', labelKey: 'Address unlocked' },
  { code: 'unlock-sign-in', labelKey: 'Sign-in unlocked' },
  { code: 'password', labelKey: 'Password changed' },
  { code: 'register', labelKey: 'Device registered' },
  { code: 'reveal-aadhaar', labelKey: 'Aadhaar number shown' },
  { code: 'history-sheet', labelKey: 'History sheet printed' },
  { code: 'first-update', labelKey: 'First update (lsb1)' },
  { code: 'station-update', labelKey: 'Police station update (ps1)' },
  { code: 'import', labelKey: 'Imported from a spreadsheet' },
  { code: 'request', labelKey: 'Requested' },
  { code: 'merge', labelKey: 'Records merged' },
  { code: 'unmerge', labelKey: 'Merge undone' },
  { code: 'dismiss', labelKey: 'Marked as different persons' },
  { code: 'confirm-distinct', labelKey: 'Confirmed as a different person' },
  { code: 'acknowledge', labelKey: 'Acknowledged' },
];

function labelOf(list: readonly CodeLabel[], code: string): string | null {
  return list.find((entry) => entry.code === code)?.labelKey ?? null;
}

/** The i18n key naming an entity code, or null when the code is new to this list. */
export const entityLabelKey = (code: string) => labelOf(ENTITIES, code);
export const actionLabelKey = (code: string) => labelOf(ACTIONS, code);
