import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUB_OTP, STUB_TOKEN, verificationStub } from '../../test/verification-stub.js';
import { HttpVerificationProvider } from './http-driver.js';
import { ProviderError } from './provider.js';
import { SANDBOX_OTP, SandboxVerificationProvider } from './sandbox-driver.js';

const stub = verificationStub();
let base = '';
beforeAll(async () => {
  base = await stub.start();
});
afterAll(() => stub.stop());

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('HTTP driver (Surepass-compatible) against a stub', () => {
  it('posts id_number (and dob) with the bearer token and returns data', async () => {
    const p = new HttpVerificationProvider(base, STUB_TOKEN, 500);
    const data = await p.lookup({
      type: 'passport',
      idNumber: 'PN1234567891234',
      dob: '1980-01-02',
    });
    expect(data).toMatchObject({ full_name: 'STUB TRAVELLER', dob: '1980-01-02' });
    expect(stub.calls.at(-1)).toEqual({
      path: '/api/v1/passport/passport/passport-details',
      auth: `Bearer ${STUB_TOKEN}`,
      body: { id_number: 'PN1234567891234', dob: '1980-01-02' },
    });
  });

  it('a 422 is a refusal with the provider’s message', async () => {
    const p = new HttpVerificationProvider(base, STUB_TOKEN, 500);
    const err = await failure(p.lookup({ type: 'vehicle', idNumber: 'MH12AB0422' }));
    expect(err).toMatchObject({ kind: 'rejected', message: 'Verification Failed.', status: 422 });
  });

  it('a bad token, a 500 and a timeout are failures', async () => {
    const bad = new HttpVerificationProvider(base, 'wrong-token', 500);
    expect(await failure(bad.lookup({ type: 'vehicle', idNumber: 'MH12AB1234' }))).toMatchObject({
      kind: 'failed',
      status: 401,
    });
    const p = new HttpVerificationProvider(base, STUB_TOKEN, 300);
    expect(await failure(p.lookup({ type: 'voter', idNumber: 'ABC1230500' }))).toMatchObject({
      kind: 'failed',
      status: 500,
    });
    const started = Date.now();
    expect(await failure(p.lookup({ type: 'voter', idNumber: 'ABC1230408' }))).toMatchObject({
      kind: 'failed',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    const down = new HttpVerificationProvider('http://127.0.0.1:9', STUB_TOKEN, 300);
    expect(await failure(down.generateOtp('345678901234'))).toMatchObject({ kind: 'failed' });
  });

  it('generate-otp gives the client id; submit-otp refuses an expired one', async () => {
    const p = new HttpVerificationProvider(base, STUB_TOKEN, 500);
    const { clientId } = await p.generateOtp('345678901234');
    expect(clientId).toBe('aadhaar_v2_345678901234');
    expect(await p.submitOtp(clientId, STUB_OTP)).toMatchObject({ full_name: 'STUB OTP HOLDER' });
    const expired = await failure(p.submitOtp('aadhaar_v2_345678900000', STUB_OTP));
    expect(expired).toMatchObject({ kind: 'rejected', message: 'OTP session expired.' });
  });
});

/** Spec 3 §3: every field the cards show, so the sandbox fills the web's cards. */
const FIELDS: Record<string, string[]> = {
  vehicle:
    'rc_number owner_name father_name insurance_upto insurance_company insurance_policy_number fit_up_to maker_model maker_description body_type color cubic_capacity registration_date latest_by tax_paid_upto tax_upto manufacturing_date_formatted no_cylinders norms_type owner_number permanent_address seat_capacity sleeper_capacity standing_capacity pucc_number pucc_upto registered_at unladen_weight vehicle_category vehicle_category_description vehicle_chasi_number vehicle_engine_number vehicle_gross_weight blacklist_status challan_details financer financed fuel_type mobile_number national_permit_issued_by national_permit_number national_permit_upto masked_name noc_details non_use_from non_use_to non_use_status permit_issue_date permit_number permit_type permit_valid_from permit_valid_upto rc_status rto_code variant less_info'.split(
      ' ',
    ),
  licence:
    'license_number name dob blood_group citizenship temporary_zip current_status doe doi father_or_husband_name gender has_image initial_doi less_info ola_code ola_name transport_doe transport_doi temporary_address permanent_address state vehicle_classes profile_image'.split(
      ' ',
    ),
  aadhaar: 'aadhaar_number age_range gender is_mobile last_digits state remarks less_info'.split(
    ' ',
  ),
  voter:
    'epic_no name dob assembly_constituency assembly_constituency_number part_name part_number state parliamentary_name parliamentary_number parliamentary_constituency age area district gender multiple name_v1 name_v2 name_v3 polling_station relation_name relation_type rln_name_v1 rln_name_v2 rln_name_v3 section_no slno_inpart st_code'.split(
      ' ',
    ),
  passport:
    'file_number full_name dob passport_number date_of_application application_type status'.split(
      ' ',
    ),
  aadhaarOtp:
    'aadhaar_number full_name dob gender care_of mobile_verified address face_score face_status has_image share_code status zip email_hash mobile_hash profile_image'.split(
      ' ',
    ),
};

describe('sandbox driver', () => {
  const p = new SandboxVerificationProvider();
  it('fills every field of spec 3 §3 with clearly fake, repeatable data', async () => {
    const numbers = {
      vehicle: 'MH12AB1234',
      licence: 'MH1220110012345',
      aadhaar: '234567891234',
      voter: 'ABC1234567',
      passport: 'PN1234567891234',
    } as const;
    for (const [type, idNumber] of Object.entries(numbers) as [keyof typeof numbers, string][]) {
      const data = await p.lookup({ type, idNumber, dob: '1990-01-01' });
      for (const f of FIELDS[type] ?? []) expect(data, `${type}.${f}`).toHaveProperty(f);
      expect(JSON.stringify(data)).toContain('SANDBOX');
      expect(await p.lookup({ type, idNumber, dob: '1990-01-01' })).toEqual(data);
    }
  });

  it('accepts only the sandbox OTP', async () => {
    const { clientId } = await p.generateOtp('234567891234');
    expect((await failure(p.submitOtp(clientId, '000000'))).message).toBe('Verification Failed.');
    const data = await p.submitOtp(clientId, SANDBOX_OTP);
    for (const f of FIELDS.aadhaarOtp ?? []) expect(data, f).toHaveProperty(f);
    expect(data.aadhaar_number).toBe('XXXXXXXX1234');
    expect(data.address).toMatchObject({
      country: 'India',
      dist: 'Pune',
      vtc: 'Pune',
      po: 'Shivajinagar',
    });
  });
});
