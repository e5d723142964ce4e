import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { CloseCircleOutlined, MergeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DuplicatePair } from '@cmis/shared';
import { PagedTable, type Paging } from '@/components/paged-table';
import { useCan } from '@/lib/authorization';
import { useDuplicatePairs } from '../../api/get-duplicate-pairs';
import { PersonSummary } from './person-summary';
import { ReasonTags, ScoreTag } from './reason-tags';

interface PairsTableProps {
  paging: Paging;
  cityId: number | undefined;
  onDismiss: (pair: DuplicatePair) => void;
  onMerge: (pair: DuplicatePair) => void;
}

/** Issue 16 §4: each possible duplicate as one row, the two records side by side. */
export function PairsTable({ paging, cityId, onDismiss, onMerge }: PairsTableProps) {
  const { t } = useTranslation();
  const mayMerge = useCan('accused:merge');
  const pairs = useDuplicatePairs({
    page: paging.page,
    size: paging.size,
    ...(cityId !== undefined ? { cityId } : {}),
  });

  const columns: TableColumnsType<DuplicatePair> = [
    {
      title: t('Sr. No.'),
      key: 'serial',
      width: 64,
      render: (_value, _row, index) => paging.serial(index),
    },
    {
      title: t('First record'),
      key: 'low',
      width: '30%',
      render: (_value, row) => <PersonSummary person={row.low} />,
    },
    {
      title: t('Second record'),
      key: 'high',
      width: '30%',
      render: (_value, row) => <PersonSummary person={row.high} />,
    },
    {
      title: t('Why they look alike'),
      key: 'reasons',
      render: (_value, row) => (
        <Flex vertical gap={6} align="flex-start">
          <ScoreTag score={row.score} strong />
          <ReasonTags reasons={row.reasons} />
        </Flex>
      ),
    },
    {
      title: t('Action'),
      key: 'action',
      width: 200,
      render: (_value, row) => (
        <Flex vertical gap={6} align="stretch">
          {mayMerge && row.canMerge && (
            <Button
              type="primary"
              icon={<MergeOutlined />}
              onClick={() => onMerge(row)}
              data-testid={`merge-${row.id}`}
            >
              {t('Merge')}
            </Button>
          )}
          <Button
            icon={<CloseCircleOutlined />}
            onClick={() => onDismiss(row)}
            data-testid={`dismiss-${row.id}`}
          >
            {t('Not the same person')}
          </Button>
          {!row.canMerge && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('Only the unit admin can merge records.')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PagedTable<DuplicatePair>
      query={pairs}
      paging={paging}
      columns={columns}
      size="small"
      scroll={{ x: 1100 }}
      locale={{
        emptyText: t('No possible duplicates. Every record looks like a person of its own.'),
      }}
      data-testid="duplicate-pairs"
    />
  );
}
