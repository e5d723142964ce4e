import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FORMATS,
  documentNumberError,
  lookupCreateSchema,
  VERIFICATION_MESSAGES,
} from './schemas/verification.js';

describe('document number formats (spec 3 §5)', () => {
  it('accepts the spec’s examples after trimming and upper-casing', () => {
    expect(documentNumberError('vehicle', ' mh12ab1234 ')).toBeNull();
    expect(documentNumberError('licence', 'HR-0619850034761')).toBeNull();
    expect(documentNumberError('licence', 'HR06 19850034761')).toBeNull();
    expect(documentNumberError('licence', 'HR0619850034761')).toBeNull();
    expect(documentNumberError('aadhaar', '123456789012')).toBeNull();
    expect(documentNumberError('voter', 'abc1234567')).toBeNull();
    expect(documentNumberError('passport', 'PN1234567891234')).toBeNull();
    expect(DOCUMENT_FORMATS.otp.test('123456')).toBe(true);
  });

  it('refuses near misses with the tab’s message', () => {
    expect(documentNumberError('vehicle', 'MH1AB12345')).toBe(VERIFICATION_MESSAGES.format.vehicle);
    expect(documentNumberError('licence', 'HR-06-1985-003476')).toBe(
      VERIFICATION_MESSAGES.format.licence,
    );
    expect(documentNumberError('aadhaar', '023456789012')).toBe(
      VERIFICATION_MESSAGES.format.aadhaar,
    );
    expect(documentNumberError('voter', '')).toBe('Voter ID is required');
    expect(documentNumberError('passport', 'PN12345678912345')).toBe(
      VERIFICATION_MESSAGES.format.passport,
    );
    expect(DOCUMENT_FORMATS.otp.test('12345a')).toBe(false);
  });

  it('reports every field at once, the number with its tab’s message', () => {
    const r = lookupCreateSchema.safeParse({ type: 'passport', idNumber: 'x' });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(fields).toEqual({
      idNumber: 'Enter your Passport File No (e.g. PN1234567891234)',
      dob: 'Please enter your date of birth',
      reason: 'Please select an option!',
      details: 'Please provide details!',
    });
  });
});
