import { useState } from 'react';
import { Button, Card, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS, LIMITS, type Role, type SessionUser, type UserListItem } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { formatTableDate, localName } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useUsers } from '../api/get-users';

const SEARCH_MAX_LENGTH = 100;

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

/** Spec 1 §2 User management: the users of the state (role 8) or of the unit (role 4). */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const subtitle = useSubtitle(user);
  const roleName = useRoleName();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(LIMITS.defaultPageSize);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const users = useUsers({ page, size, search: search || undefined });

  const runSearch = () => {
    setSearch(searchText.trim());
    setPage(0);
  };
  const clearSearch = () => {
    setSearchText('');
    setSearch('');
    setPage(0);
  };

  const columns: TableColumnsType<UserListItem> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      ...oneLine,
      render: (_value, _row, index) => page * size + index + 1,
    },
    { title: t('Name'), dataIndex: 'name' },
    { title: t('User Id'), dataIndex: 'userid', ...oneLine },
    { title: t('Mobile Number'), dataIndex: 'phone', ...oneLine },
    { title: t('Role'), dataIndex: 'role', render: (role: Role) => roleName(role) },
    {
      title: t('Unit'),
      key: 'unit',
      render: (_value, row) => localName(i18n.language, row.cityNameMr ?? '', row.cityNameEn ?? ''),
    },
    {
      title: t('Police station'),
      key: 'station',
      render: (_value, row) =>
        localName(i18n.language, row.stationNameMr ?? '', row.stationNameEn ?? ''),
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
      render: (active: boolean) =>
        active ? <Tag color="green">{t('Active')}</Tag> : <Tag color="red">{t('In Active')}</Tag>,
    },
  ];

  return (
    <>
      <PageHeader title={t('Users')} subtitle={subtitle} />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Input
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onPressEnter={runSearch}
            maxLength={SEARCH_MAX_LENGTH}
            prefix={<SearchOutlined />}
            aria-label={t('Search by name, user id or mobile number')}
            placeholder={t('Search by name, user id or mobile number')}
            style={{ maxWidth: 380 }}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={runSearch}>
            {t('Search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={clearSearch}>
            {t('Clear')}
          </Button>
        </Flex>
        {users.isError && (
          <div style={{ marginBottom: 16 }}>
            <LoadFailure error={users.error} onRetry={() => void users.refetch()} />
          </div>
        )}
        <Table<UserListItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={users.data?.items ?? []}
          loading={{ spinning: users.isFetching, delay: DELAYS.spinnerMs }}
          scroll={{ x: 960 }}
          pagination={{
            current: page + 1,
            pageSize: size,
            total: users.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('Total: {{total}}', { total }),
            onChange: (nextPage, nextSize) => {
              setPage(nextSize === size ? nextPage - 1 : 0);
              setSize(nextSize);
            },
          }}
        />
      </Card>
    </>
  );
}
