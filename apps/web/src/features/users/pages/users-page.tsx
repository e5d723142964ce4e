import { useState } from 'react';
import { Button, Card, Flex, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LockedUnlockTag } from '@/components/locked-unlock-tag';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { type Role, type SessionUser, type UserListItem } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { formatTableDate } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useUsers } from '../api/get-users';
import { useUnlockUser } from '../api/unlock-user';
import { UserActiveSwitch } from '../components/user-active-switch';
import { UserDrawer } from '../components/user-drawer';

/** Short values (ids, numbers, dates, tags) stay on one line; names may wrap. */
const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

function useSubtitle(user: SessionUser): string {
  const { t } = useTranslation();
  const { unit } = useUserLabels(user);
  switch (user.role) {
    case '8':
      return t('Users of every unit in the state');
    case '4':
      return t('Users of {{unit}}', { unit: unit ?? '' });
    case '2':
      return '';
  }
}

function useRoleName(): (role: Role) => string {
  const { t } = useTranslation();
  return (role) => {
    switch (role) {
      case '8':
        return t('SUPER ADMIN');
      case '4':
        return t('ADMIN');
      case '2':
        return t('Police station user');
    }
  };
}

/** The role whose users this role creates and manages (spec 1 §2): 8 → unit admins, 4 → stations. */
function managedRole(role: Role): Role | null {
  switch (role) {
    case '8':
      return '4';
    case '4':
      return '2';
    case '2':
      return null;
  }
}

interface DrawerState {
  open: boolean;
  editing: UserListItem | null;
  /** A new drawer, and so an empty form, for every opening. */
  key: number;
}

/** Spec 1 §2 User management: the users of the state (role 8) or of the unit (role 4). */
export default function UsersPage() {
  const { t } = useTranslation();
  const name = useLocalName();
  const user = useCurrentUser();
  const subtitle = useSubtitle(user);
  const roleName = useRoleName();
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const users = useUsers({
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });
  const canWrite = useCan('users:write');
  const unlock = useUnlockUser();
  const manages = managedRole(user.role);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, editing: null, key: 0 });

  const openDrawer = (editing: UserListItem | null) =>
    setDrawer((current) => ({ open: true, editing, key: current.key + 1 }));
  const closeDrawer = () => setDrawer((current) => ({ ...current, open: false }));
  // The server lets an admin change only the users it creates, and never switch itself off.
  const manageable = (row: UserListItem) => canWrite && row.role === manages && row.id !== user.id;

  const columns: TableColumnsType<UserListItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
    },
    { title: t('Name'), dataIndex: 'name' },
    { title: t('User Id'), dataIndex: 'userid', ...oneLine },
    { title: t('Mobile Number'), dataIndex: 'phone', ...oneLine },
    { title: t('Role'), dataIndex: 'role', render: (role: Role) => roleName(role) },
    {
      title: t('Unit'),
      key: 'unit',
      render: (_value, row) => name(row.cityNameMr, row.cityNameEn),
    },
    {
      title: t('Police station'),
      key: 'station',
      render: (_value, row) => name(row.stationNameMr, row.stationNameEn),
    },
    {
      title: t('Created on'),
      dataIndex: 'createdAt',
      ...oneLine,
      render: (value: string) => formatTableDate(value),
    },
    {
      title: t('Status'),
      dataIndex: 'active',
      ...oneLine,
      render: (active: boolean, row) => (
        <Flex gap={4} wrap={false}>
          {manageable(row) ? (
            <UserActiveSwitch user={row} />
          ) : active ? (
            <Tag color="green">{t('Active')}</Tag>
          ) : (
            <Tag color="red">{t('In Active')}</Tag>
          )}
          {row.locked && (
            <LockedUnlockTag
              name={row.userid}
              pending={unlock.isPending}
              onUnlock={manageable(row) ? () => unlock.mutateAsync(row.id) : null}
              testId={`user-locked-${row.id}`}
            />
          )}
        </Flex>
      ),
    },
    ...(canWrite
      ? [
          {
            title: t('Action'),
            key: 'action',
            ...oneLine,
            render: (_value: unknown, row: UserListItem) =>
              manageable(row) && (
                <Tooltip title={t('Edit')}>
                  <Button
                    icon={<EditOutlined />}
                    onClick={() => openDrawer(row)}
                    aria-label={t('Edit {{name}}', { name: row.userid })}
                  />
                </Tooltip>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('Users')}
        subtitle={subtitle}
        extra={
          canWrite &&
          manages && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openDrawer(null)}
              data-testid="add-user"
            >
              {user.role === '8' ? t('Add Unit Admin') : t('Add Police Station User')}
            </Button>
          )
        }
      />
      <Card>
        <SearchBar search={search} placeholder={t('Search by name, user id or mobile number')} />
        <PagedTable<UserListItem>
          query={users}
          paging={paging}
          columns={columns}
          scroll={{ x: 1080 }}
        />
      </Card>
      {canWrite && (
        <UserDrawer
          key={drawer.key}
          open={drawer.open}
          creatorRole={user.role}
          editing={drawer.editing}
          onClose={closeDrawer}
        />
      )}
    </>
  );
}
