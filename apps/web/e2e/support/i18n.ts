import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** The shell's bundle and every feature's, merged as the app merges them (i18n/bundles.ts). */
function load(language: 'mr' | 'en'): Record<string, string> {
  const files = [path.join(SRC, 'i18n', `${language}.json`)];
  const features = path.join(SRC, 'features');
  for (const feature of readdirSync(features)) {
    const dir = path.join(features, feature, 'i18n');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name === `${language}.json` || name.endsWith(`.${language}.json`))
        files.push(path.join(dir, name));
    }
  }
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as object));
}

const bundles: Record<'mr' | 'en', Record<string, string>> = { mr: load('mr'), en: load('en') };

/** What the page shows for an i18n key, so the tests check the real translations. */
export function tr(
  language: 'mr' | 'en',
  key: string,
  values: Record<string, string> = {},
): string {
  const text = bundles[language][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
export const mr = (key: string, values?: Record<string, string>) => tr('mr', key, values);
export const en = (key: string, values?: Record<string, string>) => tr('en', key, values);
