import { App, Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES, USER_MESSAGES, type UserListItem } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useSetUserActive } from '../api/set-user-active';

/**
 * The Active / In Active toggle of a user row (spec 1 §4), behind a confirmation: switching
 * a user off ends their sessions at once, which an accidental click must not do.
 */
export function UserActiveSwitch({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setActive = useSetUserActive();

  const confirm = async () => {
    try {
      await setActive.mutateAsync({ id: user.id, active: !user.active });
      void message.success(t(user.active ? USER_MESSAGES.deactivated : USER_MESSAGES.activated));
    } catch (error) {
      void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));
    }
  };

  return (
    <Popconfirm
      title={
        user.active
          ? t('Deactivate {{name}}?', { name: user.name })
          : t('Activate {{name}}?', { name: user.name })
      }
      description={
        user.active
          ? t('The user is signed out and cannot sign in until activated again.')
          : t('The user can sign in again.')
      }
      okText={t('Yes')}
      cancelText={t('No')}
      onConfirm={() => void confirm()}
    >
      <Switch
        checked={user.active}
        loading={setActive.isPending}
        checkedChildren={t('Active')}
        unCheckedChildren={t('In Active')}
        aria-label={t('Status')}
        data-testid={`active-switch-${user.userid}`}
      />
    </Popconfirm>
  );
}
