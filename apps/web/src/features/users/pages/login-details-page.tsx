import { Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { PageHeader } from '@/components/page-header';
import { formatLoginDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useLoginDetails, type LoginDetail } from '../api/get-login-details';

/** loginDetailsQuerySchema allows 60 characters; an IPv6 address needs at most 45. */
const IP_SEARCH_MAX_LENGTH = 60;

const oneLine = {
  onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
};

/** Spec 3 §2.10 Login activity: the signed-in user's own logins, newest first. */
export default function LoginDetailsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const logins = useLoginDetails({
    page: paging.page,
    size: paging.size,
    search: search.applied || undefined,
  });

  const columns: TableColumnsType<LoginDetail> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 90,
      ...oneLine,
      render: (_value, _row, index) => paging.serial(index),
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
        <SearchBar
          search={search}
          placeholder={t('Search by IP address')}
          maxWidth={320}
          maxLength={IP_SEARCH_MAX_LENGTH}
        />
        <PagedTable<LoginDetail> query={logins} paging={paging} columns={columns} />
      </Card>
    </>
  );
}
