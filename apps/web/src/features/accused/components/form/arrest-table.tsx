import { Button, Table, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Arrest } from '@cmis/shared';
import { formatDateTime, localName } from '@/lib/format';

interface ArrestTableProps {
  arrests: readonly Arrest[];
  /** The arrest the form holds, marked in the table. */
  editingId: number | undefined;
  onEdit: (arrest: Arrest) => void;
  disabled: boolean;
}

/** Spec 2 §3.3: the arrests of the crime so far, each with Update. */
export function ArrestTable({ arrests, editingId, onEdit, disabled }: ArrestTableProps) {
  const { t, i18n } = useTranslation();
  if (arrests.length === 0) return null;
  return (
    <>
      <Typography.Title level={5}>{t('Arrests of this crime')}</Typography.Title>
      <Table<Arrest>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...arrests]}
        style={{ marginBottom: 16 }}
        rowClassName={(row) => (row.id === editingId ? 'ant-table-row-selected' : '')}
        columns={[
          {
            key: 'status',
            title: t('Current status'),
            render: (_v, row) =>
              localName(i18n.language, row.currentStatus.mr, row.currentStatus.en),
          },
          {
            key: 'arrestedAt',
            title: t('Arrest date and time'),
            render: (_v, row) => formatDateTime(row.arrestedAt),
          },
          {
            key: 'courtAt',
            title: t('Court date and time'),
            render: (_v, row) => formatDateTime(row.courtAt),
          },
          {
            key: 'aadhaar',
            title: t('Aadhaar number'),
            render: (_v, row) => row.aadhaarMasked ?? '-',
          },
          {
            key: 'action',
            title: t('Action'),
            render: (_v, row) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => onEdit(row)}
                disabled={disabled}
              >
                {t('Update')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
