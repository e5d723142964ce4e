import { App, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WantedItem } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useUpdateWantedStatus } from '../api/update-wanted-status';

/** Spec 1 §4: clicking the tag switches a particular between Active (1) and In Active (0). */
export function WantedStatusTag({ item }: { item: WantedItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateWantedStatus();
  const active = item.status === 1;

  const toggle = async () => {
    try {
      const saved = await update.mutateAsync({ id: item.id, status: active ? 0 : 1 });
      void message.success(t(saved.message));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(
        error instanceof ApiError ? t(error.message) : t('Something went wrong. Please try again.'),
      );
    }
  };

  return (
    <Popconfirm
      title={active ? t('Make this item In Active?') : t('Make this item Active?')}
      okText={t('Yes')}
      cancelText={t('No')}
      onConfirm={() => void toggle()}
    >
      <button
        type="button"
        disabled={update.isPending}
        title={t('Click to change the status')}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
        data-testid="wanted-status-toggle"
      >
        <Tag color={active ? 'green' : 'red'} style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
          {active ? t('Active') : t('In Active')}
        </Tag>
      </button>
    </Popconfirm>
  );
}
