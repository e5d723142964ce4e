import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localName as pickName } from './format';

/** A master row's two names: every lookup carries its Marathi and English name. */
export interface Named {
  nameMr: string;
  nameEn: string;
}

/**
 * The name of a master row in the officer's language, the other language's name when that
 * one is empty (the one name-by-language mapper, decision 0044).
 */
export function localName(row: Named, language: string): string {
  return pickName(language, row.nameMr, row.nameEn);
}

/** A joined name as the API gives it (a row's station, unit, status…): `{ mr, en }`. */
export interface NamePair {
  mr: string;
  en: string;
}

/** The mapper `useLocalName` returns: a master row, a `{ mr, en }` pair, or two names. */
export interface LocalName {
  (row: Named | NamePair): string;
  /** A joined row's two names (a user's unit…); a missing one counts as empty. */
  (nameMr: string | null | undefined, nameEn: string | null | undefined): string;
}

/** `localName` bound to the current language; re-renders on a language switch. */
export function useLocalName(): LocalName {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (row: Named | NamePair | string | null | undefined, nameEn?: string | null) =>
      typeof row !== 'object' || row === null
        ? pickName(language, row ?? '', nameEn ?? '')
        : 'mr' in row
          ? pickName(language, row.mr, row.en)
          : pickName(language, row.nameMr, row.nameEn),
    [language],
  );
}
