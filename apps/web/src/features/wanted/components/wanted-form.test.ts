import { describe, expect, it } from 'vitest';
import { WANTED_MESSAGES } from '@cmis/shared';
import { fieldErrorsFromIssues } from '@/lib/form-field-errors';
import {
  drawerTitleKey,
  groupOf,
  WANTED_FIELDS,
  WANTED_SCHEMAS,
  wantedInput,
  type CrimeEntry,
  type WantedFormValues,
} from './wanted-form';

/** The drawer's check: the group's schema on its input, issues as field errors. */
function check(typeId: number, values: WantedFormValues, crimes: CrimeEntry[] = []) {
  const parsed = WANTED_SCHEMAS[groupOf(typeId)].safeParse(wantedInput(typeId, values, crimes));
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, errors: fieldErrorsFromIssues(parsed.error.issues, WANTED_FIELDS) };
}

const place = { address: 'कसबा पेठ पुणे', stateId: 1, cityId: 1, stationId: 2 };

describe('wanted drawer logic (spec 1 §2, §5)', () => {
  it('titles the drawer by type: wanted, absconding, externed, or the object', () => {
    expect(drawerTitleKey(1)).toBe('Wanted accused information');
    expect(drawerTitleKey(2)).toBe('Absconding accused information');
    for (const typeId of [3, 4, 5])
      expect(drawerTitleKey(typeId)).toBe('Externed accused information');
    expect(drawerTitleKey(7)).toBe('Wanted accused information');
    expect(drawerTitleKey(9)).toBe('Vehicle information');
    expect(drawerTitleKey(10)).toBe('Licence information');
    expect(drawerTitleKey(12)).toBe('Mobile information');
  });

  it('asks for the externment area only for types 3 to 5', () => {
    const values = { name: 'गणेश कांबळे', ...place };
    for (const typeId of [3, 4, 5]) {
      const result = check(typeId, values);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors.externmentArea).toBe(WANTED_MESSAGES.externmentAreaRequired);
    }
    for (const typeId of [1, 2, 6, 7]) expect(check(typeId, values).ok).toBe(true);
  });

  it('checks with the schema of the group the type belongs to', () => {
    const mobile = check(12, {
      mobileNo: '9822012345',
      imeiNo: '356938035643809',
      model: 'Vivo',
      colour: 'Blue',
    });
    expect(mobile).toMatchObject({ ok: true, input: { typeId: 12 } });
    const badImei = check(11, {
      mobileNo: '9822012345',
      imeiNo: '3569380356',
      model: 'Vivo',
      colour: 'Blue',
    });
    expect(badImei).toEqual({ ok: false, errors: { imeiNo: WANTED_MESSAGES.imei } });
  });

  it('carries the crime entries', () => {
    const crime: CrimeEntry = {
      key: 'a',
      input: {
        memberName: '',
        registerNumber: '12',
        registerYear: 2024,
        courtCaseNo: '',
        stateId: 1,
        cityId: 1,
        stationId: 2,
        sections: [{ actId: 1, sectionId: 5 }],
      },
      cityName: { mr: 'पुणे', en: 'Pune' },
      stationName: { mr: 'कोथरूड', en: 'Kothrud' },
      pairs: [],
    };
    const result = check(1, { name: 'x', ...place }, [crime]);
    expect(result.ok && 'crimes' in result.input && result.input.crimes).toHaveLength(1);
  });
});

describe('all messages at once', () => {
  it('shows the externment-area message together with the name message', () => {
    const result = check(4, {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe(WANTED_MESSAGES.nameRequired);
      expect(result.errors.externmentArea).toBe(WANTED_MESSAGES.externmentAreaRequired);
    }
  });
});
