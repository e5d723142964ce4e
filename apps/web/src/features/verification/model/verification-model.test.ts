import { describe, expect, it } from 'vitest';
import { documentNumberError, lookupCreateSchema, VERIFICATION_MESSAGES } from '@cmis/shared';
import { cardPdfName } from '../components/card-pdf';
import { isLocked, lockTab, TABS, unlockTab, type TabLocks } from './document-types';
import { cardDate, flagOf, genderOf, plainText } from './record-fields';

describe('document number rules the form shows (spec 3 §5)', () => {
  it('upper-cases and trims before the format check', () => {
    expect(documentNumberError('vehicle', '  mh12ab1234 ')).toBeNull();
    expect(documentNumberError('voter', 'abc1234567')).toBeNull();
    expect(documentNumberError('passport', 'pn1234567891234')).toBeNull();
  });

  it('gives the exact message for an empty and for a malformed number', () => {
    expect(documentNumberError('vehicle', '')).toBe('Vehicle Number is required');
    expect(documentNumberError('vehicle', 'MH12AB123')).toBe(
      'Vehicle Number must be in format (e.g. MH12AB1234)',
    );
    expect(documentNumberError('aadhaar', '012345678901')).toBe(
      'Aadhar Number must be a 12-digit number starting with 1-9',
    );
    expect(documentNumberError('aadhaarOtp', '')).toBe('Aadhar Number is required');
  });

  it("accepts the spec's two licence examples", () => {
    expect(documentNumberError('licence', 'HR-0619850034761')).toBeNull();
    expect(documentNumberError('licence', 'hr06 19850034761')).toBeNull();
    expect(documentNumberError('licence', 'HR0619850')).toBe(VERIFICATION_MESSAGES.format.licence);
  });

  it('asks the date of birth only on the licence and passport tabs', () => {
    expect(TABS.filter((tab) => tab.needsDob).map((tab) => tab.type)).toEqual([
      'licence',
      'passport',
    ]);
    const noDob = lookupCreateSchema.safeParse({
      type: 'passport',
      idNumber: 'PN1234567891234',
      reason: 'bail',
      details: 'x',
    });
    expect(noDob.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['dob', 'Please enter your date of birth'],
    ]);
  });

  it('has a placeholder per tab that passes its own rule', () => {
    for (const tab of TABS) {
      expect(documentNumberError(tab.type, tab.number.placeholder), tab.type).toBeNull();
    }
  });
});

describe('per-tab lock after a submit (spec 3 §4)', () => {
  it('locks only the tab that was submitted, until a new search', () => {
    let locks: TabLocks = {};
    locks = lockTab(locks, 'vehicle');
    expect(isLocked(locks, 'vehicle')).toBe(true);
    expect(isLocked(locks, 'voter')).toBe(false);
    locks = lockTab(locks, 'voter');
    locks = unlockTab(locks, 'vehicle');
    expect(isLocked(locks, 'vehicle')).toBe(false);
    expect(isLocked(locks, 'voter')).toBe(true);
  });
});

describe('card values (spec 3 §2.12, §3)', () => {
  it('shows dates DD/MM/YYYY and missing values as -', () => {
    expect(cardDate('2031-04-05')).toBe('05/04/2031');
    expect(cardDate('05-04-2031')).toBe('05/04/2031');
    expect(cardDate('')).toBe('-');
    expect(cardDate(null)).toBe('-');
    expect(plainText(undefined)).toBe('-');
    expect(plainText(['LMV', 'MCWG'])).toBe('LMV, MCWG');
  });

  it('reads gender F as Female, M as Male, otherwise Unknown in tables and Male in cards', () => {
    expect(genderOf('F', 'card')).toBe('female');
    expect(genderOf('M', 'table')).toBe('male');
    expect(genderOf('X', 'table')).toBe('unknown');
    expect(genderOf('X', 'card')).toBe('male');
    expect(genderOf('', 'card')).toBeNull();
  });

  it('reads provider flags', () => {
    expect(flagOf(true)).toBe(true);
    expect(flagOf('false')).toBe(false);
    expect(flagOf(null)).toBeNull();
  });

  it('names the PDF <type>_<number>_<DDMMMYYYY>.pdf', () => {
    const day = new Date(2026, 10, 22);
    expect(cardPdfName('vehicle', 'MH12AB1234', day)).toBe('vehicle_MH12AB1234_22NOV2026.pdf');
    expect(cardPdfName('aadhaar', 'XXXX XXXX 1234', day)).toBe(
      'aadhaar_XXXXXXXX1234_22NOV2026.pdf',
    );
  });
});
