import { useState } from 'react';
import { App, Button, Card, Flex, Image, Segmented, Tag, Typography } from 'antd';
import { CloseOutlined, EyeOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ACCUSED_CONDITIONS,
  EXPORT_MESSAGES,
  type AccusedCondition,
  type AccusedListItem,
  type SessionUser,
} from '@cmis/shared';
import { PagedTable, usePaging } from '@/components/paged-table';
import { SearchBar, useSearch } from '@/components/search-bar';
import { downloadFrom } from '@/lib/download';
import { useProfileViewer } from '@/lib/profile-viewer';
import { useWantedAccused, wantedExportUrl } from '../api/get-wanted-accused';

const CONDITION_LABEL: Record<AccusedCondition, string> = {
  wanted: 'Wanted',
  absconding: 'Absconding',
};

/**
 * The dashboard's Wanted view (spec 1 §2): accused by current condition (wanted or
 * absconding) with a search, an Excel download, a close button and the profile modal.
 */
export function WantedView({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const profile = useProfileViewer();
  const paging = usePaging();
  const search = useSearch(() => paging.setPage(0));
  const [condition, setCondition] = useState<AccusedCondition>('wanted');
  const filters = { condition, search: search.applied };
  const query = useWantedAccused(user.role, { ...filters, page: paging.page, size: paging.size });
  const english = i18n.language === 'en';

  const download = () => {
    if (!query.data?.total) {
      void message.warning(t(EXPORT_MESSAGES.invalidData));
      return;
    }
    downloadFrom(wantedExportUrl(user.role, filters));
    void message.success(t('The file is downloading'));
  };

  return (
    <Card
      title={t('Wanted accused')}
      data-testid="wanted-view"
      extra={
        <Flex gap={8}>
          <Button icon={<FileExcelOutlined />} onClick={download} data-testid="wanted-excel">
            {t('Excel')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} data-testid="wanted-close">
            {t('Close')}
          </Button>
        </Flex>
      }
    >
      <SearchBar
        search={search}
        placeholder={t('Search by name')}
        testId="wanted-search"
        before={
          <Segmented<AccusedCondition>
            value={condition}
            onChange={(value) => {
              setCondition(value);
              paging.setPage(0);
            }}
            options={ACCUSED_CONDITIONS.map((c) => ({ value: c, label: t(CONDITION_LABEL[c]) }))}
            data-testid="wanted-condition"
          />
        }
      />
      <PagedTable<AccusedListItem>
        query={query}
        paging={paging}
        scroll={{ x: 800 }}
        columns={[
          {
            title: t('Sr. No.'),
            key: 'sr',
            width: 70,
            render: (_value, _row, index) => paging.serial(index),
          },
          {
            title: t('Photo'),
            key: 'photo',
            width: 80,
            render: (_value, row) =>
              row.photoUrl ? (
                <Image
                  src={row.photoUrl}
                  width={50}
                  height={50}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={row.name}
                />
              ) : (
                <Typography.Text type="secondary">-</Typography.Text>
              ),
          },
          {
            title: t('Name'),
            key: 'name',
            render: (_value, row) => (english && row.nameEn ? row.nameEn : row.name),
          },
          { title: t('Age'), dataIndex: 'age', width: 80 },
          {
            title: t('Police station'),
            key: 'station',
            render: (_value, row) => (english ? row.stationNameEn : row.stationNameMr),
          },
          { title: t('Total crimes'), dataIndex: 'crimeCount', width: 110 },
          {
            title: t('Current condition'),
            key: 'condition',
            width: 140,
            render: (_value, row) =>
              row.currentCondition ? (
                <Tag color={row.currentCondition === 'wanted' ? 'red' : 'orange'}>
                  {t(CONDITION_LABEL[row.currentCondition])}
                </Tag>
              ) : null,
          },
          {
            title: t('Action'),
            key: 'view',
            width: 90,
            render: (_value, row) => (
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label={t('View {{name}}', { name: row.name })}
                onClick={() => profile.open(row.id)}
                data-testid={`wanted-view-${row.id}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
