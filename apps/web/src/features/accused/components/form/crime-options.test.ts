import { describe, expect, it } from 'vitest';
import { sectionLabel, titleOptionGroups, withPair } from './crime-options';

const item = (id: number, nameMr: string, nameEn: string, crimeTypeId?: number) => ({
  id,
  nameMr,
  nameEn,
  ...(crimeTypeId !== undefined ? { crimeTypeId } : {}),
});

describe('crime drawer options', () => {
  it('groups titles by type, the accused headings first, types without titles left out', () => {
    const types = [
      item(1, 'शरीर', 'Body'),
      item(2, 'मालमत्ता', 'Property'),
      item(3, 'इतर', 'Other'),
    ];
    const titles = [item(10, 'खून', 'Murder', 1), item(20, 'चोरी', 'Theft', 2)];
    const groups = titleOptionGroups(types, titles, [2], 'en');
    expect(groups.map((g) => g.label)).toEqual(['Property', 'Body']);
    expect(groups[0]?.options).toEqual([{ value: 20, label: 'Theft' }]);
  });

  it('does not say a section code twice', () => {
    expect(sectionLabel('mr', '379', { mr: '379 - चोरी', en: '' })).toBe('379 - चोरी');
    expect(sectionLabel('en', '379', { mr: '', en: 'Theft' })).toBe('379 - Theft');
    expect(sectionLabel('en', '379', { mr: '', en: '' })).toBe('379');
  });

  it('adds a pair once', () => {
    const pair = {
      actId: 1,
      sectionId: 2,
      act: { mr: '', en: '' },
      sectionCode: '2',
      section: { mr: '', en: '' },
    };
    expect(withPair([pair], { ...pair })).toHaveLength(1);
    expect(withPair([], pair)).toEqual([pair]);
    expect(withPair([pair], null)).toEqual([pair]);
  });
});
