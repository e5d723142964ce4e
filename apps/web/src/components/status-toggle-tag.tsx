import { App, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * Spec 1 §4: a record's status tag that switches it between Active (1) and In Active (0)
 * when clicked and confirmed, then shows the server's message. News and notifications,
 * help, about us and wanted particulars all use it with their own update call.
 */
export function StatusToggleTag({
  status,
  pending,
  onToggle,
  testId = 'status-toggle',
}: {
  status: number;
  pending: boolean;
  /** Sends the new status; resolves with the server's success message. */
  onToggle: (next: 0 | 1) => Promise<{ message: string }>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const active = status === 1;

  const toggle = async () => {
    try {
      const saved = await onToggle(active ? 0 : 1);
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
        disabled={pending}
        title={t('Click to change the status')}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer' }}
        data-testid={testId}
      >
        <Tag color={active ? 'green' : 'red'} style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
          {active ? t('Active') : t('In Active')}
        </Tag>
      </button>
    </Popconfirm>
  );
}
