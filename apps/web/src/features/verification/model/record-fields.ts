import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { CARD_DATE_FORMAT } from '@/lib/format';
import type { LookupType } from '@cmis/shared';

dayjs.extend(customParseFormat);

/**
 * Every field spec 3 §3 lists for each record, in the spec's order, with the provider's
 * snake_case name (the server stores the provider's `data` object as it came). The search's
 * own columns (reason, details, who and when) are shown apart, so they are not repeated here.
 */
export type FieldKind = 'text' | 'date' | 'gender' | 'flag' | 'list' | 'object';

export interface RecordField {
  key: string;
  /** English label, also the i18n key. */
  labelKey: string;
  kind?: FieldKind;
}

const VEHICLE: readonly RecordField[] = [
  { key: 'rc_number', labelKey: 'RC Number' },
  { key: 'owner_name', labelKey: 'Owner Name' },
  { key: 'father_name', labelKey: 'Father Name' },
  { key: 'insurance_upto', labelKey: 'Insurance Upto', kind: 'date' },
  { key: 'insurance_company', labelKey: 'Insurance Company' },
  { key: 'insurance_policy_number', labelKey: 'Insurance Policy Number' },
  { key: 'fit_up_to', labelKey: 'Fitness Upto', kind: 'date' },
  { key: 'maker_model', labelKey: 'Maker Model' },
  { key: 'maker_description', labelKey: 'Maker Description' },
  { key: 'body_type', labelKey: 'Body Type' },
  { key: 'color', labelKey: 'Color' },
  { key: 'cubic_capacity', labelKey: 'Cubic Capacity' },
  { key: 'registration_date', labelKey: 'Registration Date', kind: 'date' },
  { key: 'latest_by', labelKey: 'Latest By', kind: 'date' },
  { key: 'tax_paid_upto', labelKey: 'Tax Paid Upto', kind: 'date' },
  { key: 'tax_upto', labelKey: 'Tax Upto', kind: 'date' },
  { key: 'manufacturing_date_formatted', labelKey: 'Manufacturing Date' },
  { key: 'no_cylinders', labelKey: 'Number of Cylinders' },
  { key: 'norms_type', labelKey: 'Norms Type' },
  { key: 'owner_number', labelKey: 'Owner Number' },
  { key: 'permanent_address', labelKey: 'Permanent Address' },
  { key: 'seat_capacity', labelKey: 'Seat Capacity' },
  { key: 'sleeper_capacity', labelKey: 'Sleeper Capacity' },
  { key: 'standing_capacity', labelKey: 'Standing Capacity' },
  { key: 'pucc_number', labelKey: 'PUC Number' },
  { key: 'pucc_upto', labelKey: 'PUC Upto', kind: 'date' },
  { key: 'registered_at', labelKey: 'Registered At' },
  { key: 'unladen_weight', labelKey: 'Unladen Weight' },
  { key: 'vehicle_category', labelKey: 'Vehicle Category' },
  { key: 'vehicle_category_description', labelKey: 'Vehicle Category Description' },
  { key: 'vehicle_chasi_number', labelKey: 'Chassis Number' },
  { key: 'vehicle_engine_number', labelKey: 'Engine Number' },
  { key: 'vehicle_gross_weight', labelKey: 'Gross Weight' },
  { key: 'blacklist_status', labelKey: 'Blacklist Status' },
  { key: 'challan_details', labelKey: 'Challan Details', kind: 'object' },
  { key: 'financer', labelKey: 'Financer' },
  { key: 'financed', labelKey: 'Financed', kind: 'flag' },
  { key: 'fuel_type', labelKey: 'Fuel Type' },
  { key: 'mobile_number', labelKey: 'Mobile Number' },
  { key: 'national_permit_issued_by', labelKey: 'National Permit Issued By' },
  { key: 'national_permit_number', labelKey: 'National Permit Number' },
  { key: 'national_permit_upto', labelKey: 'National Permit Upto', kind: 'date' },
  { key: 'masked_name', labelKey: 'Masked Name', kind: 'flag' },
  { key: 'noc_details', labelKey: 'NOC Details', kind: 'object' },
  { key: 'non_use_from', labelKey: 'Non-use From', kind: 'date' },
  { key: 'non_use_to', labelKey: 'Non-use To', kind: 'date' },
  { key: 'non_use_status', labelKey: 'Non-use Status' },
  { key: 'permit_issue_date', labelKey: 'Permit Issue Date', kind: 'date' },
  { key: 'permit_number', labelKey: 'Permit Number' },
  { key: 'permit_type', labelKey: 'Permit Type' },
  { key: 'permit_valid_from', labelKey: 'Permit Valid From', kind: 'date' },
  { key: 'permit_valid_upto', labelKey: 'Permit Valid Upto', kind: 'date' },
  { key: 'rc_status', labelKey: 'RC Status' },
  { key: 'rto_code', labelKey: 'RTO Code' },
  { key: 'variant', labelKey: 'Variant' },
  { key: 'less_info', labelKey: 'Less Info', kind: 'flag' },
];

const LICENCE: readonly RecordField[] = [
  { key: 'license_number', labelKey: 'License Number' },
  { key: 'name', labelKey: 'Name' },
  { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  { key: 'blood_group', labelKey: 'Blood Group' },
  { key: 'citizenship', labelKey: 'Citizenship' },
  { key: 'gender', labelKey: 'Gender', kind: 'gender' },
  { key: 'father_or_husband_name', labelKey: 'Father / Husband Name' },
  { key: 'current_status', labelKey: 'Current Status' },
  { key: 'doi', labelKey: 'Date of Issue', kind: 'date' },
  { key: 'doe', labelKey: 'Date of Expiry', kind: 'date' },
  { key: 'initial_doi', labelKey: 'Initial Date of Issue', kind: 'date' },
  { key: 'transport_doi', labelKey: 'Transport Date of Issue', kind: 'date' },
  { key: 'transport_doe', labelKey: 'Transport Date of Expiry', kind: 'date' },
  { key: 'ola_code', labelKey: 'Licensing Authority Code' },
  { key: 'ola_name', labelKey: 'Licensing Authority' },
  { key: 'state', labelKey: 'State' },
  { key: 'permanent_address', labelKey: 'Permanent Address' },
  { key: 'temporary_address', labelKey: 'Temporary Address' },
  { key: 'temporary_zip', labelKey: 'Temporary PIN Code' },
  { key: 'has_image', labelKey: 'Has Image', kind: 'flag' },
  { key: 'less_info', labelKey: 'Less Info', kind: 'flag' },
  { key: 'vehicle_classes', labelKey: 'Vehicle Classes', kind: 'list' },
];

const AADHAAR: readonly RecordField[] = [
  { key: 'aadhaar_number', labelKey: 'Aadhar Number' },
  { key: 'age_range', labelKey: 'Age Range' },
  { key: 'gender', labelKey: 'Gender', kind: 'gender' },
  { key: 'is_mobile', labelKey: 'Mobile Linked', kind: 'flag' },
  { key: 'last_digits', labelKey: 'Mobile Last Digits' },
  { key: 'state', labelKey: 'State' },
  { key: 'remarks', labelKey: 'Remarks' },
  { key: 'less_info', labelKey: 'Less Info', kind: 'flag' },
];

const AADHAAR_OTP: readonly RecordField[] = [
  { key: 'aadhaar_number', labelKey: 'Aadhar Number' },
  { key: 'full_name', labelKey: 'Full Name' },
  { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  { key: 'gender', labelKey: 'Gender', kind: 'gender' },
  { key: 'care_of', labelKey: 'Care Of' },
  { key: 'mobile_verified', labelKey: 'Mobile Verified', kind: 'flag' },
  { key: 'zip', labelKey: 'PIN Code' },
  { key: 'face_score', labelKey: 'Face Score' },
  { key: 'face_status', labelKey: 'Face Status', kind: 'flag' },
  { key: 'has_image', labelKey: 'Has Image', kind: 'flag' },
  { key: 'share_code', labelKey: 'Share Code' },
  { key: 'status', labelKey: 'Status' },
  { key: 'email_hash', labelKey: 'E-mail Hash' },
  { key: 'mobile_hash', labelKey: 'Mobile Hash' },
];

/** The Aadhaar OTP address block (spec 3 §2.12), inside the record's `address` object. */
export const ADDRESS_FIELDS: readonly RecordField[] = [
  { key: 'country', labelKey: 'Country' },
  { key: 'dist', labelKey: 'District' },
  { key: 'house', labelKey: 'House' },
  { key: 'landmark', labelKey: 'Landmark' },
  { key: 'po', labelKey: 'Post Office' },
  { key: 'state', labelKey: 'State' },
  { key: 'street', labelKey: 'Street' },
  { key: 'vtc', labelKey: 'Village / Town / City' },
];

const VOTER: readonly RecordField[] = [
  { key: 'epic_no', labelKey: 'EPIC Number' },
  { key: 'name', labelKey: 'Name' },
  { key: 'name_v1', labelKey: 'Name (variant 1)' },
  { key: 'name_v2', labelKey: 'Name (variant 2)' },
  { key: 'name_v3', labelKey: 'Name (variant 3)' },
  { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  { key: 'age', labelKey: 'Age' },
  { key: 'gender', labelKey: 'Gender', kind: 'gender' },
  { key: 'relation_type', labelKey: 'Relation Type' },
  { key: 'relation_name', labelKey: 'Relation Name' },
  { key: 'rln_name_v1', labelKey: 'Relation Name (variant 1)' },
  { key: 'rln_name_v2', labelKey: 'Relation Name (variant 2)' },
  { key: 'rln_name_v3', labelKey: 'Relation Name (variant 3)' },
  { key: 'area', labelKey: 'Area' },
  { key: 'district', labelKey: 'District' },
  { key: 'state', labelKey: 'State' },
  { key: 'st_code', labelKey: 'State Code' },
  { key: 'assembly_constituency', labelKey: 'Assembly Constituency' },
  { key: 'assembly_constituency_number', labelKey: 'Assembly Constituency Number' },
  { key: 'parliamentary_constituency', labelKey: 'Parliamentary Constituency' },
  { key: 'parliamentary_name', labelKey: 'Parliamentary Name' },
  { key: 'parliamentary_number', labelKey: 'Parliamentary Number' },
  { key: 'part_name', labelKey: 'Part Name' },
  { key: 'part_number', labelKey: 'Part Number' },
  { key: 'section_no', labelKey: 'Section Number' },
  { key: 'slno_inpart', labelKey: 'Serial Number in Part' },
  { key: 'polling_station', labelKey: 'Polling Station' },
  { key: 'multiple', labelKey: 'Multiple Entries', kind: 'flag' },
];

const PASSPORT: readonly RecordField[] = [
  { key: 'file_number', labelKey: 'File Number' },
  { key: 'full_name', labelKey: 'Full Name' },
  { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  { key: 'passport_number', labelKey: 'Passport Number' },
  { key: 'date_of_application', labelKey: 'Date of Application', kind: 'date' },
  { key: 'application_type', labelKey: 'Application Type' },
  { key: 'status', labelKey: 'Status' },
];

export const RECORD_FIELDS: Record<LookupType, readonly RecordField[]> = {
  vehicle: VEHICLE,
  licence: LICENCE,
  aadhaar: AADHAAR,
  aadhaarOtp: AADHAAR_OTP,
  voter: VOTER,
  passport: PASSPORT,
};

/** Card titles (spec 3 §2.12). */
export const CARD_TITLES: Record<LookupType, { labelKey: string }> = {
  vehicle: { labelKey: 'Vehicle Details' },
  licence: { labelKey: 'Driving Licence Details' },
  aadhaar: { labelKey: 'Aadhar Details' },
  aadhaarOtp: { labelKey: 'Aadhar OTP Details' },
  voter: { labelKey: 'Voter Details' },
  passport: { labelKey: 'Passport Details' },
};

/** The 2-3 type columns of the list (contract: LookupSummary.columns). */
export const LIST_COLUMNS: Record<LookupType, readonly RecordField[]> = {
  vehicle: [
    { key: 'ownerName', labelKey: 'Owner Name' },
    { key: 'makerModel', labelKey: 'Maker Model' },
  ],
  licence: [
    { key: 'name', labelKey: 'Name' },
    { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  ],
  aadhaar: [
    { key: 'ageRange', labelKey: 'Age Range' },
    { key: 'state', labelKey: 'State' },
  ],
  aadhaarOtp: [
    { key: 'fullName', labelKey: 'Full Name' },
    { key: 'dob', labelKey: 'Date of Birth', kind: 'date' },
  ],
  voter: [
    { key: 'name', labelKey: 'Name' },
    { key: 'district', labelKey: 'District' },
  ],
  passport: [
    { key: 'fullName', labelKey: 'Full Name' },
    { key: 'passportNumber', labelKey: 'Passport Number' },
  ],
};

export const MISSING = '-';

function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const DATE_INPUTS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DDTHH:mm:ss.SSSZ'];

/** DD/MM/YYYY, the verification cards' date (spec 3 §9); a value that is no date shows as sent. */
export function cardDate(value: unknown): string {
  if (isBlank(value)) return MISSING;
  const text = String(value);
  const parsed = dayjs(text, DATE_INPUTS, true);
  const date = parsed.isValid() ? parsed : dayjs(text);
  return date.isValid() && /\d{4}/.test(text) ? date.format(CARD_DATE_FORMAT) : text;
}

export type Gender = 'female' | 'male' | 'unknown';

/**
 * Spec 3 §3: code F is Female, M is Male, otherwise Unknown in tables and Male in cards;
 * a missing value is null (shown '-').
 */
export function genderOf(value: unknown, where: 'table' | 'card'): Gender | null {
  if (isBlank(value)) return null;
  const code = String(value).trim().toUpperCase();
  if (code === 'F' || code === 'FEMALE') return 'female';
  if (code === 'M' || code === 'MALE') return 'male';
  return where === 'card' ? 'male' : 'unknown';
}

/** A provider flag as yes/no; null when absent; any other value is shown as sent. */
export function flagOf(value: unknown): boolean | null | string {
  if (isBlank(value)) return null;
  if (value === true || value === 'true' || value === 'Y' || value === 'Yes') return true;
  if (value === false || value === 'false' || value === 'N' || value === 'No') return false;
  return plainText(value);
}

/** A plain value as text: '-' when missing, lists joined, objects as 'key: value' pairs. */
export function plainText(value: unknown): string {
  if (isBlank(value)) return MISSING;
  if (Array.isArray(value)) return value.map((item) => plainText(item)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !isBlank(v));
    return entries.length === 0
      ? MISSING
      : entries.map(([k, v]) => `${k}: ${plainText(v)}`).join('; ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A list of strings from the provider's array (licence vehicle classes). */
export function listItems(value: unknown): string[] {
  if (!Array.isArray(value)) return isBlank(value) ? [] : [String(value)];
  return value.filter((item) => !isBlank(item)).map((item) => plainText(item));
}
