import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cmis/shared';
import { useLanguage } from '@/i18n/use-language';

/** Wide enough for a thumb (issue 20: 44 × 44 px at least). */
const THUMB = { display: 'inline-block', minWidth: 48, textAlign: 'center' } as const;

/** Marathi by default; the choice is remembered on the phone (the shell's i18n storage). */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return (
    <Segmented<Language>
      value={language === 'en' ? 'en' : 'mr'}
      options={[
        { label: <span style={THUMB}>मराठी</span>, value: 'mr' },
        { label: <span style={THUMB}>English</span>, value: 'en' },
      ]}
      onChange={(value) => void i18n.changeLanguage(value)}
      data-testid="field-language"
    />
  );
}
