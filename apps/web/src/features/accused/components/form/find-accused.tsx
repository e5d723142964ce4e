import { useState } from 'react';
import { Button, Card, Flex, Input, InputNumber, Segmented, Table, Typography } from 'antd';
import { SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCUSED_MESSAGES, type SessionUser } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { MasterSelect } from '@/components/form-kit/master-select';
import { localName } from '@/lib/format';
import { useStations } from '@/lib/masters';
import {
  useFindAccused,
  type AccusedCandidate,
  type FindAccusedQuery,
} from '../../api/find-accused';
import { MatchTags } from '../list/match-tags';

type Mode = 'name' | 'count';

interface FindAccusedProps {
  user: SessionUser;
  /** The basic form is already open below. */
  adding: boolean;
  onAddNew: () => void;
}

/**
 * Spec 2 §2.3 step 1: look for the person before entering him again, by name or by crime
 * count at a police station of the unit; possible duplicates are listed with a View link.
 */
export function FindAccused({ user, adding, onAddNew }: FindAccusedProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('name');
  const [name, setName] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [stationId, setStationId] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<FindAccusedQuery | null>(null);
  const stations = useStations(user.cityId ?? undefined);
  const found = useFindAccused(query);

  const search = () => {
    if (mode === 'name') {
      const text = name.trim();
      if (!text) return setError(ACCUSED_MESSAGES.findNameRequired);
      setError(null);
      setQuery({ name: text });
    } else {
      if (!count || stationId === undefined) return setError(ACCUSED_MESSAGES.findCountRequired);
      setError(null);
      setQuery({ crimeCount: count, stationId });
    }
  };

  return (
    <Card
      size="small"
      title={t('Find accused')}
      style={{ marginBottom: 24, background: '#fafbfd' }}
      data-testid="find-accused"
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('Check whether the person is already recorded before adding a new accused.')}
      </Typography.Paragraph>
      <Segmented<Mode>
        value={mode}
        onChange={(value) => {
          setMode(value);
          setError(null);
        }}
        options={[
          { value: 'name', label: t('By name') },
          { value: 'count', label: t('By crime count and police station') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Flex gap={8} wrap align="flex-start">
        {mode === 'name' ? (
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={search}
            placeholder={t('Name in Marathi or English')}
            allowClear
            maxLength={100}
            status={error ? 'error' : undefined}
            style={{ flex: 1, minWidth: 260 }}
            data-testid="find-name"
          />
        ) : (
          <>
            <InputNumber
              value={count}
              onChange={setCount}
              min={1}
              max={1000}
              precision={0}
              placeholder={t('Crime count')}
              status={error && !count ? 'error' : undefined}
              style={{ width: 160 }}
              data-testid="find-count"
            />
            <MasterSelect
              value={stationId}
              onChange={(value) => setStationId(value as number | undefined)}
              placeholder={t('Select a police station')}
              status={error && stationId === undefined ? 'error' : undefined}
              query={stations}
              style={{ flex: 1, minWidth: 220 }}
              data-testid="find-station"
            />
          </>
        )}
        <Button
          icon={<SearchOutlined />}
          onClick={search}
          loading={found.isFetching}
          data-testid="find-search"
        >
          {t('Search')}
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {t(error)}
        </Typography.Text>
      )}

      {found.isError && (
        <div style={{ marginTop: 12 }}>
          <LoadFailure error={found.error} onRetry={() => void found.refetch()} />
        </div>
      )}
      {query && found.data && (
        <Table<AccusedCandidate>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={found.data}
          style={{ marginTop: 12 }}
          scroll={{ y: 240 }}
          locale={{ emptyText: t('No matching accused found.') }}
          data-testid="find-results"
          columns={[
            { key: 'sr', title: t('Sr. No.'), width: 64, render: (_v, _row, index) => index + 1 },
            {
              key: 'name',
              title: t('Name'),
              render: (_v, row) => (
                <>
                  <div>{row.name}</div>
                  {row.nameEn && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.nameEn}
                    </Typography.Text>
                  )}
                  <MatchTags match={row.match} />
                </>
              ),
            },
            { key: 'age', title: t('Age'), dataIndex: 'age', width: 64 },
            {
              key: 'station',
              title: t('Police station'),
              render: (_v, row) => localName(i18n.language, row.stationNameMr, row.stationNameEn),
            },
            { key: 'crimes', title: t('Crimes'), dataIndex: 'crimeCount', width: 80 },
            {
              key: 'view',
              title: t('Action'),
              width: 80,
              // A new tab, so the wizard and what is typed in it stay.
              render: (_v, row) => (
                <Link to={`/criminal_view/${row.id}`} target="_blank" rel="noopener">
                  {t('View')}
                </Link>
              ),
            },
          ]}
        />
      )}
      {!adding && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => {
              setError(null);
              onAddNew();
            }}
            data-testid="add-new-accused"
          >
            {t('Add new accused')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
