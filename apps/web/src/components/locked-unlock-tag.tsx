import { App, Popconfirm, Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * Issue 17 §1 (decision 0040): an account an address is kept waiting on after failed
 * sign-ins shows a Locked tag; an admin who may manage it unlocks it from the tag, after a
 * confirmation. Users and app users alike.
 */
export function LockedUnlockTag({
  name,
  pending,
  onUnlock,
  testId,
}: {
  name: string;
  pending: boolean;
  /** Resolves when the server has forgotten the account's failures; null: may not unlock. */
  onUnlock: (() => Promise<unknown>) | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tag = (
    <Tag
      color="orange"
      icon={<LockOutlined />}
      style={onUnlock ? { cursor: 'pointer' } : undefined}
      data-testid={testId}
    >
      {t('Locked')}
    </Tag>
  );
  if (!onUnlock) return tag;

  const unlock = async () => {
    try {
      await onUnlock();
      void message.success(t('Unlocked: {{name}} can sign in again from every device.', { name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(
        error instanceof ApiError ? t(error.message) : t('Something went wrong. Please try again.'),
      );
    }
  };

  return (
    <Popconfirm
      title={t('Unlock {{name}}?', { name })}
      description={t(
        'Failed sign-ins kept a device waiting. Unlock lets every device try again now.',
      )}
      okText={t('Unlock')}
      cancelText={t('Cancel')}
      okButtonProps={{ loading: pending }}
      onConfirm={() => void unlock()}
    >
      {tag}
    </Popconfirm>
  );
}
