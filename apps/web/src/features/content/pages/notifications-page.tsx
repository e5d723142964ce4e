import { CONTENT_TYPES } from '@cmis/shared';
import { ContentManager } from '../components/content-manager';

/** /notifications (role 8): notifications for the whole state. */
export default function NotificationsPage() {
  return <ContentManager itemType={CONTENT_TYPES.notification} />;
}
