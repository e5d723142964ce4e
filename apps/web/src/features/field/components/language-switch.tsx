import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cmis/shared';
import { useLanguage } from '@/i18n/use-language';

/** Marathi by default; the choice is remembered on the phone (the shell's i18n storage). */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return (
    <Segmented<Language>
      size="small"
      value={language === 'en' ? 'en' : 'mr'}
      options={[
        { label: 'मराठी', value: 'mr' },
        { label: 'English', value: 'en' },
      ]}
      onChange={(value) => void i18n.changeLanguage(value)}
      data-testid="field-language"
    />
  );
}
