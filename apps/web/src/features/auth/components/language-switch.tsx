import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@cmis/shared';
import { isLanguage, LANGUAGE_NAMES } from '@/i18n';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

interface LanguageSwitchProps {
  size?: 'small' | 'middle' | 'large';
  /** Told about each choice; the login page keeps it for the sign-in that follows. */
  onChosen?: (language: Language) => void;
}

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/** मराठी / English / हिंदी; a signed-in user's choice is saved on the server. */
export function LanguageSwitch({ size = 'middle', onChosen }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { changeLanguage } = useSession();
  const language = useLanguage();

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    onChosen?.(value);
    changeLanguage(value).catch((error: unknown) => {
      // A lost session already returns the officer to the login page, which says why.
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(t('Could not save your language. Please try again.'));
    });
  };

  return (
    <Segmented
      aria-label={t('Language')}
      size={size}
      value={language}
      options={OPTIONS}
      onChange={choose}
    />
  );
}
