import { CONTENT_TYPES } from '@cmis/shared';
import { ContentManager } from '../components/content-manager';

/** /News (roles 4 and 8): role 4 manages its unit's news, role 8 the state-wide news. */
export default function NewsPage() {
  return <ContentManager itemType={CONTENT_TYPES.news} />;
}
