import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '@cmis/shared';

/** The download modal's and the PDF's name for each export column (spec 2 §3.9). */
export function useExportColumnLabel(): (column: ExportColumn) => string {
  const { t } = useTranslation();
  return (column) => {
    switch (column) {
      case 'name':
        return t('Name');
      case 'age':
        return t('Age');
      case 'address':
        return t('Address');
      case 'mobileNumber':
        return t('Mobile Number');
      case 'city':
        return t('City');
      case 'districtName':
        return t('Police station');
      case 'state':
        return t('State');
      case 'religion':
        return t('Religion');
      case 'photo':
        return t('Photo');
      case 'gunhaCount':
        return t('Total crimes');
    }
  };
}
