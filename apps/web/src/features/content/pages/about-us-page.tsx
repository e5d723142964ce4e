import { CONTENT_TYPES } from '@cmis/shared';
import { ContentManager } from '../components/content-manager';

/** /aboutus (role 8): the entries every user reads on /aboutCIMS. */
export default function AboutUsPage() {
  return <ContentManager itemType={CONTENT_TYPES.aboutUs} />;
}
