import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@cmis/shared';
import { isLanguage } from './index';

/** The active language; components using it re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
