import { useState } from 'react';
import { Button, Card, Flex, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LockedUnlockTag } from '@/components/locked-unlock-tag';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import {
  APP_USER_STATUS_LABELS,
  APP_USER_STATUSES,
  type AppUser,
  type AppUserStatus,
} from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/authorization';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useAppUsers } from '../api/get-app-users';
import { useUnlockAppUser } from '../api/unlock-app-user';
import { AppUserActions } from '../components/app-user-actions';
import { AppUserDrawer } from '../components/app-user-drawer';
import { AppUserStatusTag } from '../components/app-user-status-tag';
import { OneTimePasswordModal, type IssuedPassword } from '../components/one-time-password-modal';

/** appUserListQuerySchema allows 100 characters. */

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

type StatusFilter = AppUserStatus | 'all';

interface DrawerState {
  open: boolean;
  editing: AppUser | null;
  /** A new drawer, and so an empty form, for every opening. */
  key: number;
}

/**
 * Spec 1 §2 App users (/AppUserLogin): field app users of the unit (role 4) or the state
 * (role 8), registered here and approved, rejected or given a new one-time password.
 */
export default function AppUsersPage() {
  const { t } = useTranslation();
  const name = useLocalName();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const canWrite = useCan('app-users:write');
  const unlock = useUnlockAppUser();
  const paging = usePaging();
  const [status, setStatus] = useState<StatusFilter>('all');
  const search = useSearch(() => paging.setPage(0));
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, editing: null, key: 0 });
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [issuedOpen, setIssuedOpen] = useState(false);
  const appUsers = useAppUsers({
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
    status: status === 'all' ? undefined : status,
  });

  const openDrawer = (editing: AppUser | null) =>
    setDrawer((current) => ({ open: true, editing, key: current.key + 1 }));
  const closeDrawer = () => setDrawer((current) => ({ ...current, open: false }));
  const showIssued = (next: IssuedPassword) => {
    setIssued(next);
    setIssuedOpen(true);
  };

  const columns: TableColumnsType<AppUser> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('Name'),
      key: 'name',
      render: (_value, row) => `${row.firstName} ${row.lastName}`,
    },
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
    { title: t('Mobile Number'), dataIndex: 'phone', ...oneLine },
    {
      title: t('Status'),
      dataIndex: 'status',
      ...oneLine,
      render: (value: AppUserStatus, row) => (
        <Flex gap={4} wrap={false}>
          <AppUserStatusTag status={value} />
          {row.locked && (
            <LockedUnlockTag
              name={`${row.firstName} ${row.lastName}`}
              pending={unlock.isPending}
              onUnlock={canWrite ? () => unlock.mutateAsync(row.id) : null}
              testId={`app-user-locked-${row.id}`}
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
            render: (_value: unknown, row: AppUser) => (
              <AppUserActions appUser={row} onEdit={openDrawer} onIssued={showIssued} />
            ),
          },
        ]
      : []),
  ];

  const statusOptions = [
    { value: 'all' as const, label: t('All') },
    ...APP_USER_STATUSES.map((value) => ({ value, label: t(APP_USER_STATUS_LABELS[value]) })),
  ];

  return (
    <>
      <PageHeader
        title={t('App Users')}
        subtitle={
          <Flex align="center" gap={8} wrap component="span">
            <Typography.Text strong data-testid="app-users-userid">
              {user.userid}
            </Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {labels.role}
            </Tag>
            <span data-testid="app-users-area">
              {user.role === '8'
                ? `${t('State')}: ${t('Maharashtra')}`
                : `${t('Unit')}: ${labels.unit ?? ''}`}
            </span>
          </Flex>
        }
        extra={
          canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => openDrawer(null)}
              data-testid="add-app-user"
            >
              {t('Add App User')}
            </Button>
          )
        }
      />
      <Card>
        <SearchBar
          search={search}
          placeholder={t('Search by name or mobile number')}
          maxWidth={320}
          before={
            <Segmented<StatusFilter>
              value={status}
              options={statusOptions}
              onChange={(value) => {
                setStatus(value);
                paging.setPage(0);
              }}
              aria-label={t('Status')}
              data-testid="status-filter"
            />
          }
        />
        <PagedTable<AppUser>
          query={appUsers}
          paging={paging}
          columns={columns}
          scroll={{ x: 1080 }}
        />
      </Card>
      {canWrite && (
        <AppUserDrawer
          key={drawer.key}
          open={drawer.open}
          admin={user}
          editing={drawer.editing}
          onClose={closeDrawer}
        />
      )}
      <OneTimePasswordModal
        issued={issued}
        open={issuedOpen}
        onClose={() => setIssuedOpen(false)}
        // Forget the password once the modal is gone: it is never shown twice.
        afterClose={() => setIssued(null)}
      />
    </>
  );
}
