import { useTranslation } from 'react-i18next';
import type { CctvOwner, CctvStatus } from '@cmis/shared';

export function useCctvLabels() {
  const { t } = useTranslation();
  return {
    owner: (o: CctvOwner) =>
      o === 'government' ? t('Government') : o === 'private' ? t('Private') : t('Public-private'),
    status: (s: CctvStatus) => (s === 'working' ? t('Working') : t('Not working')),
  };
}
