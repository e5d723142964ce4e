import { describe, expect, it } from 'vitest';
import { changeLines } from './changes';

describe('changeLines', () => {
  it('shows a changed value as old → new', () => {
    expect(changeLines({ name: { from: 'A. Patil', to: 'A. B. Patil' } })).toEqual([
      { field: 'name', text: 'A. Patil → A. B. Patil' },
    ]);
  });

  it('shows a recorded value as it is, in the recorded order', () => {
    expect(changeLines({ active: false, language: 'en', cityId: 1 })).toEqual([
      { field: 'active', text: 'false' },
      { field: 'language', text: 'en' },
      { field: 'cityId', text: '1' },
    ]);
  });

  it('keeps redacted secrets redacted', () => {
    expect(changeLines({ password: '[changed]' })).toEqual([
      { field: 'password', text: '[changed]' },
    ]);
  });

  it('marks missing and empty values, on either side of a change', () => {
    expect(changeLines({ phone: { from: null, to: '9876543210' }, note: '' })).toEqual([
      { field: 'phone', text: '— → 9876543210' },
      { field: 'note', text: '—' },
    ]);
    expect(changeLines({ description: { to: 'Theft' } })[0]?.text).toBe('— → Theft');
  });

  it('lists arrays and writes other objects out', () => {
    expect(changeLines({ sections: ['379', '380'], tags: [] })).toEqual([
      { field: 'sections', text: '379, 380' },
      { field: 'tags', text: '—' },
    ]);
    expect(changeLines({ place: { cityId: 1, stationId: 4 } })[0]?.text).toBe(
      '{"cityId":1,"stationId":4}',
    );
  });

  it('has no lines for an entry without changes', () => {
    expect(changeLines(null)).toEqual([]);
    expect(changeLines({})).toEqual([]);
  });
});
