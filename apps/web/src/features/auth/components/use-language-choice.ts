import { useTranslation } from 'react-i18next';
import type { Language } from '@cmis/shared';
import { isLanguage } from '@/i18n';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The language in use and the choice of another, for both language switches (antd's in the
 * header and on the landing page, the plain one on the login page); `onError` shows the
 * failure in the switch's own way.
 */
export function useLanguageChoice(
  onError: (text: string) => void,
  onChosen?: (language: Language) => void,
) {
  const { t } = useTranslation();
  const { changeLanguage } = useSession();
  const language = useLanguage();

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    onChosen?.(value);
    changeLanguage(value).catch((error: unknown) => {
      // A lost session already returns the officer to the login page, which says why.
      if (error instanceof ApiError && error.status === 401) return;
      onError(t('Could not save your language. Please try again.'));
    });
  };

  return { language, choose };
}
