import { Alert, Badge, Button, Flex, Popconfirm, Table, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, localName } from '@/lib/format';
import type { CrimeDraft, Named } from './wizard-state';

interface CrimesStepProps {
  /** Create mode keeps crimes in memory; edit mode saves each one at once. */
  saved: boolean;
  crimes: readonly CrimeDraft[];
  /** Edit mode: how many arrests each saved crime has. */
  arrestCounts: ReadonlyMap<number, number>;
  /** 'At least one crime is required', when Next or Done found none. */
  error: string | null;
  onAdd: () => void;
  onEdit: (crime: CrimeDraft) => void;
  onRemove: (crime: CrimeDraft) => void;
  onArrest: (crime: CrimeDraft & { id: number }) => void;
  onPreventive?: () => void;
}

const isSaved = (crime: CrimeDraft): crime is CrimeDraft & { id: number } => crime.id !== undefined;

/** Spec 2 §2.3 step 2: the accused's crimes, with Add crime, Update and Arrest. */
export function CrimesStep({
  saved,
  crimes,
  arrestCounts,
  error,
  onAdd,
  onEdit,
  onRemove,
  onArrest,
  onPreventive,
}: CrimesStepProps) {
  const { t, i18n } = useTranslation();
  const name = (value: Named) => localName(i18n.language, value.mr, value.en);

  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {saved
            ? t('Each crime is saved as soon as you save it in its drawer.')
            : t('Crimes are saved together with the accused when you press Done.')}
        </Typography.Text>
        <Flex gap={8}>
          {onPreventive && (
            <Button
              icon={<SafetyCertificateOutlined />}
              onClick={onPreventive}
              data-testid="open-preventive"
            >
              {t('Preventive action')}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="add-crime">
            {t('Add crime')}
          </Button>
        </Flex>
      </Flex>
      {error && (
        <Alert type="error" showIcon message={t(error)} style={{ marginBottom: 12 }} role="alert" />
      )}
      <Table<CrimeDraft>
        size="middle"
        rowKey="key"
        pagination={false}
        dataSource={[...crimes]}
        locale={{ emptyText: t('No crime added yet. Press Add crime.') }}
        data-testid="crimes-table"
        columns={[
          { key: 'sr', title: t('Sr. No.'), width: 64, render: (_v, _row, index) => index + 1 },
          { key: 'state', title: t('State'), render: () => t('Maharashtra') },
          { key: 'city', title: t('Unit'), render: (_v, row) => name(row.city) },
          { key: 'station', title: t('Police station'), render: (_v, row) => name(row.station) },
          {
            key: 'register',
            title: t('Register number'),
            render: (_v, row) => (
              <>
                <div>
                  {row.input.registerNumber}/{row.input.registerYear}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(row.input.registeredOn)}
                </Typography.Text>
              </>
            ),
          },
          { key: 'title', title: t('Crime title'), render: (_v, row) => name(row.title) },
          {
            key: 'actions',
            title: t('Action'),
            width: 210,
            render: (_v, row) => (
              <Flex gap={6} wrap>
                <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
                  {t('Update')}
                </Button>
                {saved ? (
                  isSaved(row) && (
                    <Badge count={arrestCounts.get(row.id) ?? 0} size="small" color="#1a4f9c">
                      <Button
                        size="small"
                        icon={<UserSwitchOutlined />}
                        onClick={() => onArrest(row)}
                        data-testid="crime-arrest"
                      >
                        {t('Arrest')}
                      </Button>
                    </Badge>
                  )
                ) : (
                  <>
                    <Tooltip title={t('Arrests can be added once the accused is saved.')}>
                      <Button size="small" icon={<UserSwitchOutlined />} disabled>
                        {t('Arrest')}
                      </Button>
                    </Tooltip>
                    <Popconfirm
                      title={t('Remove this crime from the list?')}
                      okText={t('Remove')}
                      cancelText={t('Cancel')}
                      onConfirm={() => onRemove(row)}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('Remove')}
                      />
                    </Popconfirm>
                  </>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}
