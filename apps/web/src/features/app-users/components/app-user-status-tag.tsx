import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_USER_STATUS_LABELS, type AppUserStatus } from '@cmis/shared';

/** Pending waits on the admin (orange), Approved may use the app (green), Rejected may not. */
export const STATUS_COLORS: Record<AppUserStatus, string> = {
  0: 'orange',
  1: 'green',
  2: 'red',
};

export function AppUserStatusTag({ status }: { status: AppUserStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(APP_USER_STATUS_LABELS[status])}
    </Tag>
  );
}
