import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { accusedCreateSchema, ACCUSED_MESSAGES, type UploadedFile } from '@cmis/shared';
import { crimeInputFrom } from './crime-state';
import {
  buildCreatePayload,
  routeServerFields,
  type BasicFormValues,
  type CrimeDraft,
  type SectionPair,
} from './wizard-state';

const photo = (id: string): UploadedFile => ({
  id,
  kind: 'image',
  mime: 'image/png',
  size: 100,
  originalName: 'p.png',
  url: `/api/files/${id}`,
});
const PHOTO_ID = '0b6f2f6e-3c1b-4f7a-9a51-8d1f4c2b7e10';

const basic: BasicFormValues = {
  crimeTypeIds: [1, 3],
  historySheeter: 1,
  historyDate: dayjs('2023-04-01'),
  name: '  रमेश पाटील ',
  nameEn: 'Ramesh Patil',
  age: '34',
  mobile: '9876543210',
  stateId: 1,
  cityId: 1,
  stationId: 2,
  religionId: 1,
  caste: '',
  address: 'कोथरूड, पुणे',
  patrollingNeeded: true,
  currentCondition: '',
  photos: [photo(PHOTO_ID)],
};

const pair: SectionPair = {
  actId: 1,
  sectionId: 10,
  act: { mr: 'भारतीय न्याय संहिता', en: 'BNS' },
  sectionCode: '303',
  section: { mr: 'चोरी', en: 'Theft' },
};

function crime(key: string, registerNumber: string): CrimeDraft {
  const values = {
    stateId: 1,
    cityId: 1,
    stationId: 2,
    registerNumber,
    registerYear: 2024,
    registeredOn: dayjs('2024-12-31'),
    crimeTitleId: 5,
    statusId: 1,
    courtType: 'सत्र न्यायालय',
  };
  const input = accusedCreateSchema.shape.crimes.element.parse(
    crimeInputFrom(
      values,
      [pair],
      [{ memberName: 'सुरेश', registerNumber: '12', registerYear: null }],
    ),
  );
  const name = { mr: 'x', en: 'x' };
  return { key, input, city: name, station: name, title: name, pairs: [pair] };
}

describe('the create payload', () => {
  it('carries the accused, every crime kept in memory and the other information', () => {
    const payload = buildCreatePayload(basic, [crime('a', '101'), crime('b', '102')], {
      isGangMember: true,
      business: ' भाजी विक्री ',
      courtDate: dayjs('2025-01-15'),
      registeredCases: ['12/2023', ' '],
    });
    const parsed = accusedCreateSchema.parse(payload);
    expect(parsed.basic).toMatchObject({
      crimeTypeIds: [1, 3],
      historySheeter: 1,
      historyDate: '2023-04-01',
      name: 'रमेश पाटील',
      age: 34,
      currentCondition: null,
      photoIds: [PHOTO_ID],
    });
    expect(parsed.crimes.map((c) => c.registerNumber)).toEqual(['101', '102']);
    // Dates go exactly as picked; court details only with a court status.
    expect(parsed.crimes[0]).toMatchObject({
      registeredOn: '2024-12-31',
      courtType: null,
      sections: [{ actId: 1, sectionId: 10 }],
      members: [{ memberName: 'सुरेश', registerNumber: '12', registerYear: null }],
    });
    expect(parsed.otherInfo).toMatchObject({
      isGangMember: true,
      business: 'भाजी विक्री',
      courtDate: '2025-01-15',
      registeredCases: ['12/2023'],
    });
  });

  it('sends the history date only with a history sheeter (1 or 3)', () => {
    const payload = buildCreatePayload({ ...basic, historySheeter: 2 }, [crime('a', '1')], {});
    expect(payload.basic.historyDate).toBeNull();
  });

  it('carries the "different person" answer only when one was given', () => {
    const plain = buildCreatePayload(basic, [crime('a', '1')], {});
    expect(JSON.parse(JSON.stringify(plain))).not.toHaveProperty('distinctFrom');
    const distinctFrom = { ids: [314, 315], reason: 'वडिलांचे नाव वेगळे' };
    const answered = buildCreatePayload(basic, [crime('a', '1')], {}, distinctFrom);
    expect(accusedCreateSchema.parse(answered).distinctFrom).toEqual(distinctFrom);
  });

  it('is refused without a crime, with the spec’s message', () => {
    const result = accusedCreateSchema.safeParse(buildCreatePayload(basic, [], {}));
    expect(result.error?.issues.map((i) => i.message)).toContain(ACCUSED_MESSAGES.atLeastOneCrime);
  });
});

describe('server field errors', () => {
  it('land on the step and field they name', () => {
    const routed = routeServerFields({
      'crimes.1.stationId': ACCUSED_MESSAGES.stationOutsideUnit,
      'basic.age': ACCUSED_MESSAGES.ageRange,
      'otherInfo.imageIds': 'You can upload at most 5 images',
      other: 'x',
    });
    expect(routed.basic).toEqual({ age: ACCUSED_MESSAGES.ageRange });
    expect(routed.other).toEqual({ imageIds: 'You can upload at most 5 images' });
    expect(routed.crimes).toEqual([
      { index: 1, field: 'stationId', message: ACCUSED_MESSAGES.stationOutsideUnit },
    ]);
    expect(routed.unplaced).toEqual(['x']);
    expect(routed.step).toBe(0);
    expect(routeServerFields({ crimes: ACCUSED_MESSAGES.atLeastOneCrime }).step).toBe(1);
    expect(routeServerFields({}).step).toBeNull();
  });
});
