import { localName } from '@/lib/format';
import type { MasterItem } from '@/lib/masters';
import type { Named, SectionPair } from './wizard-state';

type NameRow = { nameMr: string; nameEn: string };

export const named = (row: NameRow | undefined): Named => ({
  mr: row?.nameMr ?? '',
  en: row?.nameEn ?? '',
});

/** Crime titles grouped by crime type, the accused's own headings (crime types) first. */
export function titleOptionGroups(
  types: readonly MasterItem[],
  titles: readonly MasterItem[],
  headingIds: readonly number[],
  language: string,
) {
  const byType = new Map<number, MasterItem[]>();
  for (const title of titles) {
    const typeId = title.crimeTypeId ?? 0;
    byType.set(typeId, [...(byType.get(typeId) ?? []), title]);
  }
  const ordered = [...types].sort(
    (a, b) => Number(!headingIds.includes(a.id)) - Number(!headingIds.includes(b.id)),
  );
  return ordered
    .filter((type) => byType.has(type.id))
    .map((type) => ({
      label: localName(language, type.nameMr, type.nameEn),
      title: localName(language, type.nameMr, type.nameEn),
      options: (byType.get(type.id) ?? []).map((title) => ({
        value: title.id,
        label: localName(language, title.nameMr, title.nameEn),
      })),
    }));
}

/** Section names usually begin with their code ('379 - चोरी'); the code is not said twice. */
export function sectionLabel(language: string, code: string, text: Named): string {
  const label = localName(language, text.mr, text.en);
  return !label || label.startsWith(code) ? label || code : `${code} - ${label}`;
}

export const samePair = (a: SectionPair, b: SectionPair) =>
  a.actId === b.actId && a.sectionId === b.sectionId;

/** The list with the pair added, unless it is there already. */
export const withPair = (pairs: readonly SectionPair[], pair: SectionPair | null) =>
  pair && !pairs.some((p) => samePair(p, pair)) ? [...pairs, pair] : [...pairs];
