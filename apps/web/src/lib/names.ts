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

/** `localName` bound to the current language; re-renders on a language switch. */
export function useLocalName(): (row: Named) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((row: Named) => pickName(language, row.nameMr, row.nameEn), [language]);
}
