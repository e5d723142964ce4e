import { App, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useUpdateContentStatus } from '../api/update-content-status';

/** Spec 1 §4: clicking the tag switches an item between Active and In Active. */
export function StatusTag({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateContentStatus();
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
        data-testid="status-toggle"
      >
        <Tag color={active ? 'green' : 'red'} style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
          {active ? t('Active') : t('In Active')}
        </Tag>
      </button>
    </Popconfirm>
  );
}
