import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@cmis/shared';
import { showToast } from '@/components/plain-toast';
import { LANGUAGE_NAMES } from '@/i18n';
import { useLanguageChoice } from './use-language-choice';
import '../login.css';

/**
 * The login page's मराठी / English / हिंदी switch: LanguageSwitch's look and behaviour as
 * plain buttons, since the login page is drawn without antd (decision 0034).
 */
export function LanguageButtons({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice((text) => showToast('error', text), onChosen);
  return (
    <div role="group" aria-label={t('Language')} className="cmis-segmented">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
