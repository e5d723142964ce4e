import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  BREACH_KIND_LABELS,
  BREACH_MESSAGES,
  ACCUSED_MESSAGES,
  ACT_SECTION_MESSAGES,
  ARREST_MESSAGES,
  CRIME_MESSAGES,
  DUPLICATE_MESSAGES,
  otherInfoInputSchema,
  PREVENTIVE_MESSAGES,
  APP_USER_MESSAGES,
  CCTV_MESSAGES,
  SPOT_MESSAGES,
  SUMMONS_CRIME_TYPES,
  SUMMONS_MESSAGES,
  SUMMONS_PARTY_TYPES,
  APP_USER_STATUS_LABELS,
  appUserStatusSchema,
  CONTENT_MESSAGES,
  EXPORT_MESSAGES,
  FIELD_MESSAGES,
  GPS_MESSAGES,
  FAQ_MESSAGES,
  faqFileSchema,
  LANDING_MESSAGES,
  landingImageInputSchema,
  languageSchema,
  loginSchema,
  MESSAGES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  SAFE_TEXT_MESSAGE,
  UPLOAD_MESSAGES,
  USER_MESSAGES,
  userActiveSchema,
  LOOKUP_TAB_TITLES,
  UNIT_SETTINGS_MESSAGES,
  VERIFICATION_MESSAGES,
  WANTED_MESSAGES,
} from '@cmis/shared';
import { NETWORK_ERROR_MESSAGE } from '../lib/api-client';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(path) : [path];
  });
}

/** Literal keys: t('…') calls and the route table's / lists' labelKey: '…' entries. */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  const pattern = /(?:\bt\(\s*|labelKey:\s*)'((?:[^'\\]|\\.)*)'/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      keys.add(match[1]!.replace(/\\'/g, "'"));
    }
  }
  return keys;
}

/** Messages that reach t() at run time: the server's and the shared schemas'. */
function dynamicKeys(): Set<string> {
  const keys = new Set<string>([...Object.values(MESSAGES), NETWORK_ERROR_MESSAGE]);
  const samples = [
    {},
    { userid: '', phone: '', password: '', captcha: '' },
    { userid: 'x'.repeat(51), phone: '9'.repeat(16), password: 'x'.repeat(129), captcha: 'x' },
  ];
  for (const sample of samples) {
    for (const issue of loginSchema.safeParse(sample).error?.issues ?? []) keys.add(issue.message);
  }
  for (const issue of languageSchema.safeParse({}).error?.issues ?? []) keys.add(issue.message);
  // Users, profile, login details (features/users) and app users (features/app-users).
  for (const messages of [
    USER_MESSAGES,
    PASSWORD_MESSAGES,
    PROFILE_MESSAGES,
    APP_USER_MESSAGES,
    APP_USER_STATUS_LABELS,
  ]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  for (const schema of [userActiveSchema, appUserStatusSchema]) {
    for (const issue of schema.safeParse({}).error?.issues ?? []) keys.add(issue.message);
  }
  // Act/Section (features/masters) and FAQ (features/faq) show these shared messages.
  for (const text of Object.values(ACT_SECTION_MESSAGES)) keys.add(text);
  for (const text of Object.values(FAQ_MESSAGES)) keys.add(text);
  for (const issue of faqFileSchema.safeParse({}).error?.issues ?? []) keys.add(issue.message);
  // News, notifications, help and about us (features/content), the shared UploadField and the
  // landing page images (features/landing).
  const { saved, statusUpdated, ...contentMessages } = CONTENT_MESSAGES;
  for (const messages of [
    contentMessages,
    saved,
    statusUpdated,
    UPLOAD_MESSAGES,
    LANDING_MESSAGES,
  ]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  keys.add(SAFE_TEXT_MESSAGE);
  for (const issue of landingImageInputSchema.safeParse({}).error?.issues ?? []) {
    keys.add(issue.message);
  }
  // Accused lists, profile and download modal (features/accused: list, profile, export).
  keys.add(ACCUSED_MESSAGES.findHeading);
  keys.add(ACCUSED_MESSAGES.reasonRequired);
  keys.add(ACCUSED_MESSAGES.updated);
  for (const text of Object.values(EXPORT_MESSAGES)) keys.add(text);
  // The accused entry wizard and its crime, arrest and preventive drawers (features/accused
  // components/form), with the other-information limits.
  for (const messages of [ACCUSED_MESSAGES, CRIME_MESSAGES, ARREST_MESSAGES, PREVENTIVE_MESSAGES]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  // One person, one record (features/accused components/duplicates): the duplicate check,
  // merge and undo answers.
  for (const text of Object.values(DUPLICATE_MESSAGES)) keys.add(text);
  // Wanted particulars (features/wanted): the shared schemas' messages.
  const { saved: wantedSaved, ...wantedMessages } = WANTED_MESSAGES;
  for (const messages of [wantedMessages, wantedSaved]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  // Reports (features/reports, components/report): the date and download messages.
  for (const text of Object.values(REPORT_MESSAGES)) keys.add(text);
  // The analytical dashboard (features/analytics): its messages.
  for (const text of Object.values(ANALYTICS_MESSAGES)) keys.add(text);
  const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());
  const tooMany = { imageIds: ids(6), handprintIds: ids(3), recordIds: ids(3) };
  for (const issue of otherInfoInputSchema.safeParse(tooMany).error?.issues ?? []) {
    keys.add(issue.message);
  }
  // Patrol spots, the summons register and CCTV locations (features/spots, summons, cctv).
  for (const messages of [
    SPOT_MESSAGES,
    SUMMONS_MESSAGES,
    SUMMONS_CRIME_TYPES,
    SUMMONS_PARTY_TYPES,
    CCTV_MESSAGES,
  ]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  // The field app (features/field) and the GPS report (features/gps).
  for (const messages of [FIELD_MESSAGES, GPS_MESSAGES, BREACH_MESSAGES, BREACH_KIND_LABELS]) {
    for (const text of Object.values(messages)) keys.add(text);
  }
  // Document verification (features/verification): the shared messages and the tab titles.
  for (const entry of [...Object.values(VERIFICATION_MESSAGES), LOOKUP_TAB_TITLES]) {
    for (const text of typeof entry === 'string' ? [entry] : Object.values(entry)) keys.add(text);
  }
  // Unit settings (features/settings, issue 20).
  for (const text of Object.values(UNIT_SETTINGS_MESSAGES)) keys.add(text);
  return keys;
}

/** The shell's bundle and every feature's, merged as the app merges them (bundles.ts). */
function bundle(language: 'mr' | 'en' | 'hi'): Record<string, string> {
  const files = [join(SRC, 'i18n', `${language}.json`)];
  const features = join(SRC, 'features');
  for (const feature of readdirSync(features)) {
    const dir = join(features, feature, 'i18n');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name === `${language}.json` || name.endsWith(`.${language}.json`))
        files.push(join(dir, name));
    }
  }
  return Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as object));
}

const mrBundle = bundle('mr');
const enBundle = bundle('en');
const hiBundle = bundle('hi');

describe('translations', () => {
  const keys = [...literalKeys(), ...dynamicKeys()];

  it('finds the keys it checks', () => {
    expect(keys).toContain('Invalid Credentials!');
    expect(keys).toContain('Dashboard');
    expect(keys.length).toBeGreaterThan(50);
  });

  it('has every key in Marathi, the default language', () => {
    const missing = keys.filter((key) => !mrBundle[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('has every key in English', () => {
    expect(keys.filter((key) => !enBundle[key]?.trim())).toEqual([]);
  });

  it('keeps the Marathi text in Devanagari and the placeholders intact', () => {
    for (const [key, value] of Object.entries(mrBundle)) {
      expect(value, key).toMatch(/[\u0900-\u097F]/);
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(value), key).toEqual(names(key));
    }
  });

  // All files merge into one table (bundles.ts), so a key two files translate differently
  // would show whichever file loads last on every screen that uses it.
  it('gives a key the same translation in every file that has it', () => {
    const i18nFiles = allFiles(SRC).filter((file) =>
      /\/i18n\/([\w-]+\.)?(mr|en|hi)\.json$/.test(file),
    );
    const seen = new Map<string, { file: string; text: string }>();
    const clashes: string[] = [];
    for (const file of i18nFiles) {
      const language = /(mr|en|hi)\.json$/.exec(file)?.[1];
      const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [key, text] of Object.entries(bundle)) {
        const first = seen.get(`${language}:${key}`);
        if (first && first.text !== text)
          clashes.push(`${language} '${key}': ${first.file} ≠ ${file}`);
        else seen.set(`${language}:${key}`, { file, text });
      }
    }
    expect(i18nFiles.length).toBeGreaterThan(20);
    expect(clashes).toEqual([]);
  });

  it('carries no key that the code no longer uses', () => {
    const used = new Set(keys);
    for (const bundle of [mrBundle, enBundle, hiBundle]) {
      expect(Object.keys(bundle).filter((key) => !used.has(key))).toEqual([]);
    }
  });
});
