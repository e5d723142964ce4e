import { merged } from '../merge';

/**
 * The mr words of every other feature, fetched with the signed-in layout or the field app
 * (see loadAppTranslations in ../index.ts), never by the login page (issue 8 §3).
 */
export default merged(
  {},
  import.meta.glob<Record<string, string>>(
    [
      '../../features/*/i18n/mr.json',
      '../../features/*/i18n/*.mr.json',
      '!../../features/landing/i18n/*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
