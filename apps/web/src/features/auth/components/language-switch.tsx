import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@cmis/shared';
import { LANGUAGE_NAMES } from '@/i18n';
import { useLanguageChoice } from './use-language-choice';

interface LanguageSwitchProps {
  size?: 'small' | 'middle' | 'large';
  /** Told about each choice; the landing page keeps it for the sign-in that follows. */
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
  const { language, choose } = useLanguageChoice((text) => void message.error(text), onChosen);

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
