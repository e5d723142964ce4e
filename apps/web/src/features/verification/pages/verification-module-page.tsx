import { useState } from 'react';
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Allocation } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePaging } from '@/components/paged-table';
import { formatCardDate } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { useAllocations } from '../api/allocations';
import { AllocationDrawer, yearsLabel } from '../components/allocation-drawer';

/**
 * /verification (spec 3 §2.13): the user id with '( SUPER ADMIN )' ('( ADMIN )' for role 4),
 * the location line, 'Verification Module', the 'add new' drawer and the allocations, paged.
 */
export default function VerificationModulePage() {
  const { t } = useTranslation();
  const name = useLocalName();
  const user = useCurrentUser();
  const labels = useUserLabels(user);
  const paging = usePaging();
  const list = useAllocations({ page: paging.page, size: paging.size });
  const [drawer, setDrawer] = useState({ open: false, key: 0 });

  const columns: TableColumnsType<Allocation> = [
    { title: t('Sr No'), key: 'serial', width: 70, render: (_v, _r, i) => paging.serial(i) },
    { title: t('Module Name'), dataIndex: 'moduleName', render: (name: string) => t(name) },
    { title: t('E-mail'), dataIndex: 'email' },
    { title: t('Unit'), key: 'unit', render: (_v, row) => name(row.unit.mr, row.unit.en) },
    { title: t('Plan'), dataIndex: 'plan', render: (plan: string) => t('Plan {{plan}}', { plan }) },
    {
      title: t('Subscription duration'),
      dataIndex: 'years',
      render: (years: number) => yearsLabel(t, years),
    },
    { title: t('Expiry date'), dataIndex: 'expiresOn', render: (d: string) => formatCardDate(d) },
    {
      title: t('Status'),
      dataIndex: 'expired',
      render: (expired: boolean) =>
        expired ? <Tag color="red">{t('Expired')}</Tag> : <Tag color="green">{t('Active')}</Tag>,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Verification Module')}
        subtitle={
          <Space direction="vertical" size={0}>
            <Typography.Text data-testid="verification-user">
              {user.userid} ( {user.role === '4' ? 'ADMIN' : 'SUPER ADMIN'} )
            </Typography.Text>
            <Typography.Text type="secondary">{labels.scope}</Typography.Text>
          </Space>
        }
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer(({ key }) => ({ open: true, key: key + 1 }))}
            data-testid="allocation-add"
          >
            {t('Add new')}
          </Button>
        }
      />
      <Card>
        <PagedTable<Allocation>
          query={list}
          paging={paging}
          columns={columns}
          scroll={{ x: 900 }}
          data-testid="allocation-table"
        />
      </Card>
      <AllocationDrawer
        key={drawer.key}
        open={drawer.open}
        onClose={() => setDrawer(({ key }) => ({ open: false, key }))}
      />
    </>
  );
}
