import { randomUUID } from 'node:crypto';
import {
  ProviderError,
  type DirectLookup,
  type ProviderData,
  type VerificationProvider,
} from './provider.js';

/** The sandbox's OTP: any other answer is refused as the provider would (decision 0029). */
export const SANDBOX_OTP = '123456';

/** A grey 48×48 silhouette, so the cards' round profile image shows something. */
export const SANDBOX_PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAMAAABg3Am1AAAAMFBMVEXZ2dmMjIyYmJjOzs6Pj4+fn5+RkZGrq6vExMTFxcXGxsaqqqqgoKCSkpLPz8+QkJDlIXoWAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAx0lEQVRIie1U0Q4CIQzbBgcD1Pv/vzUxKILMseQezMU+t3cbawvwx3nAhbynyIt0t2HF5lb4OTz5iCEvfP+Njxj0f7zmqVOBAu75iEkRlFEQFQGNAlIEfhR4q2A/eqRiXZqtzwoX4+HgdjVaA6zmA7O9ASDFR4DUfX84/9icpzWBG/KmPVXu8qwfw035KJ97Ms9XQ7HER8GyH1HQQkGygNbirDWBlwX7MSMV69IsC9JUMOa/QWqCPv8NchNYzWe3d81/I0+a4A45uAVNq2mp8QAAAABJRU5ErkJggg==';

/** A number from the document number, so the same number always answers the same. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A day `years` ago (plus a spread from the seed), YYYY-MM-DD. */
function dayYearsAgo(seed: number, years: number): string {
  const d = new Date(Date.UTC(new Date().getUTCFullYear() - years, seed % 12, 1 + (seed % 27)));
  return d.toISOString().slice(0, 10);
}
function dayYearsAhead(seed: number, years: number): string {
  return dayYearsAgo(seed, -years);
}

const DISTRICTS = ['Pune', 'Nagpur', 'Nashik', 'Thane', 'Mumbai Suburban'] as const;

function vehicle(n: string, s: number): ProviderData {
  const district = DISTRICTS[s % DISTRICTS.length];
  return {
    rc_number: n,
    owner_name: 'SANDBOX TEST OWNER',
    father_name: 'SANDBOX TEST FATHER',
    insurance_upto: dayYearsAhead(s, 1),
    insurance_company: 'SANDBOX GENERAL INSURANCE CO LTD',
    insurance_policy_number: `SBX-POL-${s % 1_000_000}`,
    fit_up_to: dayYearsAhead(s, 9),
    maker_model: 'SANDBOX MOTORS TEST MODEL 125',
    maker_description: 'SANDBOX MOTORS INDIA PVT LTD',
    body_type: 'SOLO',
    color: 'BLACK',
    cubic_capacity: '124.00',
    registration_date: dayYearsAgo(s, 6),
    latest_by: dayYearsAgo(s, 0),
    tax_paid_upto: 'LTT',
    tax_upto: dayYearsAhead(s, 9),
    manufacturing_date_formatted: dayYearsAgo(s, 6).slice(0, 7),
    no_cylinders: '1',
    norms_type: 'BHARAT STAGE IV',
    owner_number: '1',
    permanent_address: `SANDBOX TEST ADDRESS, ${String(district).toUpperCase()}, MAHARASHTRA`,
    present_address: `SANDBOX TEST ADDRESS, ${String(district).toUpperCase()}, MAHARASHTRA`,
    seat_capacity: '2',
    sleeper_capacity: '0',
    standing_capacity: '0',
    pucc_number: `SBXPUC${s % 100_000}`,
    pucc_upto: dayYearsAhead(s, 1),
    registered_at: `${String(district).toUpperCase()} RTO, Maharashtra`,
    unladen_weight: '112',
    vehicle_category: '2WN',
    vehicle_category_description: 'M-Cycle/Scooter(2WN)',
    vehicle_chasi_number: `SBXCH${String(s).padStart(12, '0')}`,
    vehicle_engine_number: `SBXEN${String(s % 10_000_000).padStart(7, '0')}`,
    vehicle_gross_weight: '250',
    blacklist_status: 'NA',
    challan_details: null,
    financer: 'SANDBOX FINANCE LTD',
    financed: true,
    fuel_type: 'PETROL',
    mobile_number: null,
    national_permit_issued_by: null,
    national_permit_number: null,
    national_permit_upto: null,
    masked_name: false,
    noc_details: 'NA',
    non_use_from: null,
    non_use_to: null,
    non_use_status: null,
    permit_issue_date: null,
    permit_number: '',
    permit_type: null,
    permit_valid_from: null,
    permit_valid_upto: null,
    rc_status: 'ACTIVE',
    rto_code: n.slice(0, 4),
    variant: null,
    less_info: false,
  };
}

function licence(n: string, dob: string, s: number): ProviderData {
  return {
    license_number: n,
    name: 'SANDBOX TEST DRIVER',
    dob,
    blood_group: 'B+',
    citizenship: 'INDIAN',
    temporary_zip: '411005',
    current_status: 'ACTIVE',
    doe: dayYearsAhead(s, 12),
    doi: dayYearsAgo(s, 8),
    father_or_husband_name: 'SANDBOX TEST FATHER',
    gender: s % 2 === 0 ? 'M' : 'F',
    has_image: true,
    initial_doi: dayYearsAgo(s, 8),
    less_info: false,
    ola_code: `${n.slice(0, 2)}${n.replace(/\D/g, '').slice(0, 2)}`,
    ola_name: 'SANDBOX RTO',
    transport_doe: '1800-01-01',
    transport_doi: '1800-01-01',
    temporary_address: 'SANDBOX TEST ADDRESS, PUNE 411005',
    permanent_address: 'SANDBOX TEST ADDRESS, PUNE 411005',
    permanent_zip: '411005',
    state: 'Maharashtra',
    vehicle_classes: ['MCWG', 'LMV'],
    profile_image: SANDBOX_PHOTO,
  };
}

function aadhaar(n: string, s: number): ProviderData {
  return {
    aadhaar_number: n,
    age_range: ['20-30', '30-40', '40-50'][s % 3],
    gender: s % 2 === 0 ? 'M' : 'F',
    is_mobile: true,
    last_digits: n.slice(-3),
    state: 'Maharashtra',
    remarks: 'SANDBOX: not a real Aadhaar check',
    less_info: false,
  };
}

function aadhaarOtp(last4: string, s: number): ProviderData {
  return {
    aadhaar_number: `XXXXXXXX${last4}`,
    full_name: 'SANDBOX TEST HOLDER',
    dob: dayYearsAgo(s, 30),
    gender: s % 2 === 0 ? 'M' : 'F',
    care_of: 'S/O: SANDBOX TEST FATHER',
    mobile_verified: false,
    address: {
      country: 'India',
      dist: 'Pune',
      house: 'SANDBOX HOUSE 1',
      landmark: 'NEAR SANDBOX TEMPLE',
      po: 'Shivajinagar',
      state: 'Maharashtra',
      street: 'SANDBOX ROAD',
      subdist: 'Haveli',
      vtc: 'Pune',
    },
    face_score: -1,
    face_status: false,
    has_image: true,
    share_code: '1234',
    status: 'success_aadhaar',
    zip: '411005',
    zip_data: null,
    email_hash: 'sandbox0email0hash0000000000000000000000000000000000000000000000',
    mobile_hash: 'sandbox0mobile0hash000000000000000000000000000000000000000000000',
    raw_xml: null,
    profile_image: SANDBOX_PHOTO,
  };
}

function voter(n: string, s: number): ProviderData {
  const age = 20 + (s % 50);
  return {
    epic_no: n,
    name: 'SANDBOX TEST VOTER',
    dob: dayYearsAgo(s, age),
    assembly_constituency: 'Shivajinagar',
    assembly_constituency_number: '209',
    part_name: 'SANDBOX SCHOOL ROOM 1',
    part_number: String(1 + (s % 300)),
    state: 'Maharashtra',
    parliamentary_name: 'Pune',
    parliamentary_number: '34',
    parliamentary_constituency: 'Pune',
    age,
    area: 'Shivajinagar',
    district: 'Pune',
    gender: s % 2 === 0 ? 'M' : 'F',
    multiple: false,
    name_v1: 'सँडबॉक्स चाचणी मतदार',
    name_v2: 'सैंडबॉक्स परीक्षण मतदाता',
    name_v3: '',
    polling_station: 'SANDBOX SCHOOL, SHIVAJINAGAR',
    relation_name: 'SANDBOX TEST RELATIVE',
    relation_type: 'F',
    rln_name_v1: 'सँडबॉक्स चाचणी नातेवाईक',
    rln_name_v2: 'सैंडबॉक्स परीक्षण रिश्तेदार',
    rln_name_v3: '',
    section_no: String(1 + (s % 20)),
    slno_inpart: String(1 + (s % 900)),
    st_code: 'S13',
  };
}

function passport(n: string, dob: string, s: number): ProviderData {
  return {
    file_number: n,
    full_name: 'SANDBOX TEST TRAVELLER',
    dob,
    passport_number: `S${String(s % 10_000_000).padStart(7, '0')}`,
    date_of_application: dayYearsAgo(s, 2),
    application_type: 'NORMAL',
    status: 'Passport Dispatched',
  };
}

/**
 * The default driver (VERIFICATION_DRIVER=sandbox): answers any well-formed number at once
 * with clearly fake data ('SANDBOX TEST …') filling every field of spec 3 §3, the same data
 * for the same number. No outside call is made.
 */
export class SandboxVerificationProvider implements VerificationProvider {
  readonly name = 'sandbox';

  lookup(request: DirectLookup): Promise<ProviderData> {
    const n = request.idNumber;
    const s = seedOf(`${request.type}:${n}`);
    const dob = request.dob ?? '1990-01-01';
    const data =
      request.type === 'vehicle'
        ? vehicle(n, s)
        : request.type === 'licence'
          ? licence(n, dob, s)
          : request.type === 'aadhaar'
            ? aadhaar(n, s)
            : request.type === 'voter'
              ? voter(n, s)
              : passport(n, dob, s);
    return Promise.resolve(data);
  }

  generateOtp(aadhaarNumber: string): Promise<{ clientId: string }> {
    return Promise.resolve({ clientId: `sandbox_${aadhaarNumber.slice(-4)}_${randomUUID()}` });
  }

  submitOtp(clientId: string, otp: string): Promise<ProviderData> {
    const match = /^sandbox_(\d{4})_/.exec(clientId);
    if (!match) return Promise.reject(new ProviderError('rejected', 'Invalid client_id.', 422));
    if (otp !== SANDBOX_OTP) {
      return Promise.reject(new ProviderError('rejected', 'Verification Failed.', 422));
    }
    const last4 = match[1] ?? '0000';
    return Promise.resolve(aadhaarOtp(last4, seedOf(clientId)));
  }
}
