import { App, Button, Dropdown, Flex, Popconfirm, Tooltip, type MenuProps } from 'antd';
import { DownOutlined, EditOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_USER_STATUSES, MESSAGES, type AppUser, type AppUserStatus } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { useResetAppUserPassword } from '../api/reset-app-user-password';
import { useSetAppUserStatus, type OneTimePasswordAnswer } from '../api/set-app-user-status';
import type { IssuedPassword } from './one-time-password-modal';

interface AppUserActionsProps {
  appUser: AppUser;
  onEdit: (appUser: AppUser) => void;
  /** A one-time password came back; the page shows it once. */
  onIssued: (issued: IssuedPassword) => void;
}

/** Row actions of the app-user table: edit, change the status, reset the password. */
export function AppUserActions({ appUser, onEdit, onIssued }: AppUserActionsProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const setStatus = useSetAppUserStatus();
  const resetPassword = useResetAppUserPassword();
  const name = `${appUser.firstName} ${appUser.lastName}`;

  const answered = (answer: OneTimePasswordAnswer) => {
    void message.success(t(answer.message));
    if (answer.oneTimePassword) {
      onIssued({ name, phone: answer.appUser.phone, password: answer.oneTimePassword });
    }
  };

  const failed = (error: unknown) =>
    void message.error(t(error instanceof ApiError ? error.message : MESSAGES.internal));

  const changeStatus = async (status: AppUserStatus) => {
    try {
      answered(await setStatus.mutateAsync({ id: appUser.id, status }));
    } catch (error) {
      failed(error);
    } finally {
      // The answer may hold a password; it lives on only in the page's modal.
      setStatus.reset();
    }
  };

  const reset = async () => {
    try {
      answered(await resetPassword.mutateAsync(appUser.id));
    } catch (error) {
      failed(error);
    } finally {
      resetPassword.reset();
    }
  };

  /** What each status change is called in the row's menu. */
  const actionLabel = (status: AppUserStatus): string => {
    switch (status) {
      case 0:
        return t('Set to Pending');
      case 1:
        return t('Approve');
      case 2:
        return t('Reject');
    }
  };

  const confirmText = (status: AppUserStatus): string => {
    switch (status) {
      case 1:
        return appUser.status === 0
          ? t('Approve {{name}}? A one-time password is sent to {{phone}}.', {
              name,
              phone: appUser.phone,
            })
          : // Rejecting removed the password, and only a pending user gets one on approval.
            t('Approve {{name}}? Then use Reset password to send a new password.', { name });
      case 2:
        return t('Reject {{name}}? The app stops accepting this user.', { name });
      case 0:
        return t('Set {{name}} back to Pending?', { name });
    }
  };

  // Status changes are confirmed first: approval sends a password to a phone.
  const askStatus = (status: AppUserStatus) =>
    modal.confirm({
      title: actionLabel(status),
      content: confirmText(status),
      okText: t('Yes'),
      cancelText: t('No'),
      onOk: () => changeStatus(status),
    });

  const items: MenuProps['items'] = APP_USER_STATUSES.filter((s) => s !== appUser.status).map(
    (status) => ({
      key: String(status),
      label: actionLabel(status),
      danger: status === 2,
      onClick: () => askStatus(status),
    }),
  );

  return (
    <Flex gap={8} wrap={false}>
      <Tooltip title={t('Edit')}>
        <Button
          icon={<EditOutlined />}
          onClick={() => onEdit(appUser)}
          aria-label={t('Edit {{name}}', { name })}
        />
      </Tooltip>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button loading={setStatus.isPending} data-testid={`status-menu-${appUser.id}`}>
          {t('Change status')} <DownOutlined />
        </Button>
      </Dropdown>
      {appUser.status === 1 && (
        <Popconfirm
          title={t('Reset password')}
          description={t('Give {{name}} a new one-time password? The old one stops working.', {
            name,
          })}
          okText={t('Yes')}
          cancelText={t('No')}
          onConfirm={() => void reset()}
        >
          <Button icon={<UnlockOutlined />} loading={resetPassword.isPending}>
            {t('Reset password')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
