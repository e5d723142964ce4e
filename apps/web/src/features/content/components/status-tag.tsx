import type { ContentItem } from '@cmis/shared';
import { StatusToggleTag } from '@/components/status-toggle-tag';
import { useUpdateContentStatus } from '../api/update-content-status';

/** Spec 1 §4: a news, notification, help or about-us item's Active / In Active tag. */
export function StatusTag({ item }: { item: ContentItem }) {
  const update = useUpdateContentStatus();
  return (
    <StatusToggleTag
      status={item.status}
      pending={update.isPending}
      onToggle={(status) => update.mutateAsync({ id: item.id, status })}
    />
  );
}
