import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cmis/shared';
import { BUNDLE_LOADERS } from './bundles';

const STORAGE_KEY = 'cmis.language';

export const LANGUAGE_NAMES: Record<Language, string> = {
  mr: 'मराठी',
  en: 'English',
  hi: 'हिंदी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  try {
    // Remembered per device so the login page opens in the language last used here.
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable; the language still applies for this visit.
  }
});

/** Set once the signed-in layout or the field app asks for every feature's words. */
let withAppBundles = false;
/** Languages whose store holds every feature's words, not only the public pages'. */
const complete = new Set<string>();

async function readBundle(language: Language): Promise<Record<string, string>> {
  const publicWords = await BUNDLE_LOADERS.public[language]();
  // Asked after the public part arrived, so a load under way when sign-in completes is whole.
  if (!withAppBundles) return publicWords;
  const appWords = await BUNDLE_LOADERS.app[language]();
  complete.add(language);
  return { ...publicWords, ...appWords };
}

/**
 * Translations come from BUNDLE_LOADERS, in chunks per language (issue 8 §3): i18next loads a
 * language before it switches to it, so the login page carries only the language it shows and
 * only the words of the pages before sign-in; after loadAppTranslations, every feature's too.
 */
const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    readBundle(language).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Adds every feature's words to each language loaded so far (the one in use, its fallback, one
 * picked before signing in), so switching back to one is whole. The signed-in layout and the
 * field app wait for this before their first render.
 */
export async function loadAppTranslations(): Promise<void> {
  withAppBundles = true;
  const loaded = new Set<string>([...i18n.languages, ...Object.keys(i18n.store.data)]);
  const missing = [...loaded].filter((language) => isLanguage(language) && !complete.has(language));
  if (missing.length > 0) await i18n.reloadResources(missing);
}

// Keys are the English sentences themselves (architecture rule 10), so '.' and ':' inside a
// sentence must not be read as key or namespace separators. Marathi and English hold every
// key; Hindi translates part of them and falls back to English (fetched with it).
/** Settles when the stored language's translations are in; main.tsx renders after it. */
export const i18nReady = i18n
  .use(bundleBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: { hi: ['en'] },
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

export default i18n;
