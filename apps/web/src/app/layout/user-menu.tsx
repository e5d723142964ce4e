import { Avatar, Button, Dropdown, Flex, type MenuProps } from 'antd';
import {
  FileTextOutlined,
  HistoryOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSession } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { allowedRoute } from '../routes';
import { POLICE_BLUE } from '@/lib/brand';

/** Entries of the user menu (spec 1 §2), each shown only once its route exists for the role. */
const ACCOUNT_LINKS = [
  { path: '/profile', labelKey: 'Profile', icon: <UserOutlined /> },
  { path: '/login_details', labelKey: 'Login details', icon: <HistoryOutlined /> },
  { path: '/help', labelKey: 'Help', icon: <QuestionCircleOutlined /> },
  { path: '/faq', labelKey: 'FAQ', icon: <FileTextOutlined /> },
] as const;

/** `compact` (narrow screens) shows only the avatar; the name moves into the menu. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const labels = useUserLabels(user);

  const links: MenuProps['items'] = ACCOUNT_LINKS.filter(({ path }) =>
    allowedRoute(path, user.role),
  ).map(({ path, labelKey, icon }) => ({
    key: path,
    icon,
    label: t(labelKey),
    onClick: () => void navigate(path),
  }));

  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'who',
            disabled: true,
            label: (
              <Flex vertical style={{ color: 'rgba(0,0,0,0.88)' }}>
                <strong>{user.name}</strong>
                <span style={{ fontSize: 12 }}>{labels.role}</span>
              </Flex>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    ...links,
    ...(links.length > 0 ? [{ type: 'divider' as const }] : []),
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('Logout'),
      danger: true,
      onClick: () => void signOut(),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        style={{ height: 48, paddingInline: compact ? 4 : 8 }}
        aria-label={compact ? t('Account menu') : undefined}
        data-testid="user-menu"
      >
        <Flex align="center" gap={10}>
          <Avatar style={{ backgroundColor: POLICE_BLUE }} icon={<UserOutlined />} />
          {!compact && (
            <Flex vertical align="flex-start" style={{ lineHeight: 1.25 }}>
              <span style={{ fontWeight: 600 }}>{user.name}</span>
              <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>{labels.role}</span>
            </Flex>
          )}
        </Flex>
      </Button>
    </Dropdown>
  );
}
