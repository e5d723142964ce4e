import { CONTENT_TYPES } from '@cmis/shared';
import { useCan } from '@/lib/authorization';
import { useCurrentUser } from '@/lib/session';
import { ContentManager } from '../components/content-manager';
import { HelpReadView } from '../components/help-read-view';

/**
 * /help is open to every role (the user menu links to it): the state super admin manages the
 * help messages (spec 1 §6, decision 0009); everyone else reads the active ones.
 */
export default function HelpPage() {
  const user = useCurrentUser();
  const canWrite = useCan('content:write');
  return canWrite && user.role === '8' ? (
    <ContentManager itemType={CONTENT_TYPES.help} />
  ) : (
    <HelpReadView />
  );
}
