import { useState } from 'react';
import { Button, Card, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS, LIMITS } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { formatLoginDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useLoginDetails, type LoginDetail } from '../api/get-login-details';

/** loginDetailsQuerySchema allows 60 characters; an IPv6 address needs at most 45. */
const SEARCH_MAX_LENGTH = 60;

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Spec 3 §2.10 Login activity: the signed-in user's own logins, newest first. */
export default function LoginDetailsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(LIMITS.defaultPageSize);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const logins = useLoginDetails({ page, size, search: search || undefined });

  const runSearch = () => {
    setSearch(searchText.trim());
    setPage(0);
  };
  const clearSearch = () => {
    setSearchText('');
    setSearch('');
    setPage(0);
  };

  const columns: TableColumnsType<LoginDetail> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 90,
      ...oneLine,
      render: (_value, _row, index) => page * size + index + 1,
    },
    {
      title: t('IP Address'),
      dataIndex: 'ipAddress',
      ...oneLine,
      render: (ip: string | null) => ip || t('Not available'),
    },
    {
      title: t('Date and time'),
      dataIndex: 'createdAt',
      ...oneLine,
      render: (value: string | null) => formatLoginDateTime(value) || t('No Date'),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Last Login Details')}
        subtitle={
          <Flex align="center" gap={8} wrap component="span">
            <Typography.Text strong data-testid="login-details-userid">
              {user.userid}
            </Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {labels.role}
            </Tag>
          </Flex>
        }
      />
      <Card style={{ maxWidth: 960 }}>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Input
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onPressEnter={runSearch}
            maxLength={SEARCH_MAX_LENGTH}
            prefix={<SearchOutlined />}
            aria-label={t('Search by IP address')}
            placeholder={t('Search by IP address')}
            style={{ maxWidth: 320 }}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={runSearch}>
            {t('Search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={clearSearch}>
            {t('Clear')}
          </Button>
        </Flex>
        {logins.isError && (
          <div style={{ marginBottom: 16 }}>
            <LoadFailure error={logins.error} onRetry={() => void logins.refetch()} />
          </div>
        )}
        <Table<LoginDetail>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={logins.data?.items ?? []}
          loading={{ spinning: logins.isFetching, delay: DELAYS.spinnerMs }}
          pagination={{
            current: page + 1,
            pageSize: size,
            total: logins.data?.total ?? 0,
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
