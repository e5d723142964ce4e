import type { WantedItem } from '@cmis/shared';
import { StatusToggleTag } from '@/components/status-toggle-tag';
import { useUpdateWantedStatus } from '../api/update-wanted-status';

/** Spec 1 §4: a particular's Active (1) / In Active (0) tag. */
export function WantedStatusTag({ item }: { item: WantedItem }) {
  const update = useUpdateWantedStatus();
  return (
    <StatusToggleTag
      status={item.status}
      pending={update.isPending}
      onToggle={(status) => update.mutateAsync({ id: item.id, status })}
      testId="wanted-status-toggle"
    />
  );
}
