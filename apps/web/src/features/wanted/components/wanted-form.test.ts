import { describe, expect, it } from 'vitest';
import { WANTED_MESSAGES } from '@cmis/shared';
import { buildSave, drawerTitleKey, fieldOf, type CrimeEntry } from './wanted-form';

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
      const result = buildSave(typeId, values, [], undefined);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors.externmentArea).toBe(WANTED_MESSAGES.externmentAreaRequired);
    }
    for (const typeId of [1, 2, 6, 7])
      expect(buildSave(typeId, values, [], undefined).ok).toBe(true);
  });

  it('sends the group the type belongs to, with the id when updating', () => {
    const mobile = buildSave(
      12,
      { mobileNo: '9822012345', imeiNo: '356938035643809', model: 'Vivo', colour: 'Blue' },
      [],
      7,
    );
    expect(mobile).toMatchObject({
      ok: true,
      save: { group: 'mobile', id: 7, input: { typeId: 12 } },
    });
    const badImei = buildSave(
      11,
      { mobileNo: '9822012345', imeiNo: '3569380356', model: 'Vivo', colour: 'Blue' },
      [],
      undefined,
    );
    expect(badImei).toEqual({ ok: false, errors: { imeiNo: WANTED_MESSAGES.imei } });
  });

  it('carries the crime entries and maps nested paths to the crimes field', () => {
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
    const result = buildSave(1, { name: 'x', ...place }, [crime], undefined);
    expect(result.ok && result.save.group === 'person' && result.save.input.crimes).toHaveLength(1);
    expect(fieldOf('crimes.0.sections')).toBe('crimes');
    expect(fieldOf('unknown')).toBeUndefined();
  });
});

describe('all messages at once', () => {
  it('shows the externment-area message together with the name message', () => {
    const result = buildSave(4, {}, [], undefined);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe(WANTED_MESSAGES.nameRequired);
      expect(result.errors.externmentArea).toBe(WANTED_MESSAGES.externmentAreaRequired);
    }
  });
});
