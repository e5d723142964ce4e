import en from '../../src/i18n/en.json';
import mr from '../../src/i18n/mr.json';

const bundles: Record<'mr' | 'en', Record<string, string>> = { mr, en };

/** What the page shows for an i18n key, so the tests check the real translations. */
export function tr(
  language: 'mr' | 'en',
  key: string,
  values: Record<string, string> = {},
): string {
  const text = bundles[language][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
