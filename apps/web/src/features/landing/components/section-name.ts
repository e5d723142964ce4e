import { useTranslation } from 'react-i18next';
import type { LandingSection } from '@cmis/shared';

export function useSectionName(): (section: LandingSection) => string {
  const { t } = useTranslation();
  return (section) => {
    switch (section) {
      case 'media':
        return t('Media');
      case 'coverage':
        return t('Coverage');
    }
  };
}
