import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cmis/shared';
import { BUNDLES } from './bundles';

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

// Keys are the English sentences themselves (DESIGN.md rule 10), so '.' and ':' inside a
// sentence must not be read as key or namespace separators.
void i18n.use(initReactI18next).init({
  resources: {
    mr: { translation: BUNDLES.mr },
    en: { translation: BUNDLES.en },
    hi: { translation: BUNDLES.hi },
  },
  lng: storedLanguage(),
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export default i18n;
