/**
 * The six tabs of /document-verification (spec 3 §2.12): what each tab's number is called,
 * its placeholder and whether it asks the date of birth; and the per-tab lock after a submit.
 * The number's normalisation and format check are the shared ones (`documentNumberError`).
 */

import {
  DOB_LOOKUP_TYPES,
  LOOKUP_TAB_TITLES,
  LOOKUP_TYPES,
  type LookupReason,
  type LookupType,
} from '@cmis/shared';

export interface TabInfo {
  type: LookupType;
  /** Tab title (spec 3 §2.12), the shared LOOKUP_TAB_TITLES entry (an i18n key). */
  title: string;
  /** The number field's label (an i18n key) and placeholder. */
  number: { labelKey: string; placeholder: string };
  /** Driving Licence and Passport ask for the date of birth. */
  needsDob: boolean;
}

const TAB_FIELDS: readonly Omit<TabInfo, 'title' | 'needsDob'>[] = [
  {
    type: 'vehicle',
    number: { labelKey: 'Vehicle Number', placeholder: 'MH12AB1234' },
  },
  {
    type: 'licence',
    number: { labelKey: 'Driving License Number', placeholder: 'HR-0619850034761' },
  },
  {
    type: 'aadhaar',
    number: { labelKey: 'Aadhar Number', placeholder: '123456789012' },
  },
  {
    type: 'aadhaarOtp',
    number: { labelKey: 'Aadhar Number', placeholder: '123456789012' },
  },
  {
    type: 'voter',
    number: { labelKey: 'Voter ID', placeholder: 'ABC1234567' },
  },
  {
    type: 'passport',
    number: { labelKey: 'Passport File Number', placeholder: 'PN1234567891234' },
  },
];

export const TABS: readonly TabInfo[] = LOOKUP_TYPES.map((type) => ({
  ...TAB_FIELDS.find((tab) => tab.type === type)!,
  title: LOOKUP_TAB_TITLES[type],
  needsDob: DOB_LOOKUP_TYPES.includes(type),
}));

export function tabInfo(type: LookupType): TabInfo {
  return TABS.find((tab) => tab.type === type) ?? TABS[0]!;
}

/** The reason select (spec 3 §2.12: three Marathi options; English in the English screen). */
export const REASONS: readonly { value: LookupReason; labelKey: string }[] = [
  { value: 'accused', labelKey: 'Accused in a crime' },
  { value: 'bail', labelKey: 'Documents submitted for bail' },
  { value: 'suspicious', labelKey: 'Suspicious person' },
];

export function reasonLabelKey(reason: LookupReason): string {
  return REASONS.find((r) => r.value === reason)?.labelKey ?? reason;
}

/**
 * Which tabs have had a successful submit: that tab's Submit and number input stay disabled
 * (spec 3 §4) until the officer starts a new search on it (decision 0030).
 */
export type TabLocks = Readonly<Partial<Record<LookupType, true>>>;

export function lockTab(locks: TabLocks, type: LookupType): TabLocks {
  return { ...locks, [type]: true };
}

export function unlockTab(locks: TabLocks, type: LookupType): TabLocks {
  const next = { ...locks };
  delete next[type];
  return next;
}

export function isLocked(locks: TabLocks, type: LookupType): boolean {
  return locks[type] === true;
}
