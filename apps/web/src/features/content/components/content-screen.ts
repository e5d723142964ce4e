import { useTranslation } from 'react-i18next';
import { CONTENT_TYPES, type ContentType, type MediaType, type SessionUser } from '@cmis/shared';
import { useUserLabels } from '@/lib/user-labels';

/** The words that differ between the four content screens; their behaviour is the same. */
export interface ContentScreen {
  title: string;
  subtitle: string;
  addLabel: string;
  typeLabel: string;
  /** News belongs to a unit (or the whole state); the other types are state-wide. */
  showUnit: boolean;
}

export function useContentScreen(itemType: ContentType, user: SessionUser): ContentScreen {
  const { t } = useTranslation();
  const { unit } = useUserLabels(user);
  switch (itemType) {
    case CONTENT_TYPES.news:
      return {
        title: t('News'),
        subtitle:
          user.role === '4'
            ? t('News of {{unit}}', { unit: unit ?? '' })
            : t('State-wide news and the news of every unit'),
        addLabel: t('Add News'),
        typeLabel: t('News type'),
        showUnit: true,
      };
    case CONTENT_TYPES.notification:
      return {
        title: t('Notifications'),
        subtitle: t('Notifications for every unit in the state'),
        addLabel: t('Add Notification'),
        // The spec's notification drawer is the news drawer, with its 'news type'.
        typeLabel: t('News type'),
        showUnit: false,
      };
    case CONTENT_TYPES.help:
      return {
        title: t('Help'),
        subtitle: t('Help messages for every user'),
        addLabel: t('Add Help'),
        typeLabel: t('Help type'),
        showUnit: false,
      };
    case CONTENT_TYPES.aboutUs:
      return {
        title: t('About Us'),
        subtitle: t('Entries shown to every user on the About CMIS page'),
        addLabel: t('Add About Us'),
        typeLabel: t('About Us type'),
        showUnit: false,
      };
  }
}

export function useMediaTypeName(): (type: MediaType) => string {
  const { t } = useTranslation();
  return (type) => {
    switch (type) {
      case 1:
        return t('Text');
      case 2:
        return t('Image');
      case 3:
        return t('Video');
    }
  };
}
