import type { Language } from '@cmis/shared';
import type { Bundle } from './merge';

/**
 * Issue 8 §3: translations come in chunks per language and per part of the app, so the login
 * page fetches only the language it shows, and only the words of the pages before sign-in.
 */
export const BUNDLE_LOADERS: Record<'public' | 'app', Record<Language, () => Promise<Bundle>>> = {
  /** Shell and landing page: the login page, the public landing page, error screens. */
  public: {
    mr: () => import('./locales/mr').then((module) => module.default),
    en: () => import('./locales/en').then((module) => module.default),
    hi: () => import('./locales/hi').then((module) => module.default),
  },
  /** Every other feature: the signed-in layout's pages and the field app. */
  app: {
    mr: () => import('./locales/mr-app').then((module) => module.default),
    en: () => import('./locales/en-app').then((module) => module.default),
    hi: () => import('./locales/hi-app').then((module) => module.default),
  },
};
