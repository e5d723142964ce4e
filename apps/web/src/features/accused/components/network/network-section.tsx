import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Alert, Flex, Spin, Table, Tag, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AccusedNetwork } from '@cmis/shared';
import { formatTableDate } from '@/lib/format';
import { useLocalName } from '@/lib/names';
import { useAccusedNetwork } from '../../api/get-accused-network';
import { Empty, ProfileSectionBox } from '../profile/profile-parts';
import { categoryOf, crimeLabel, HOP_COLOURS, networkRows, type NetworkRow } from './network-model';

// ECharts is fetched only when a profile shows its network.
const NetworkGraph = lazy(() => import('./network-graph'));

/**
 * Issue 20 §5: the people who offended with this accused, two hops out (decision 0054): a
 * graph and, for screen readers and print, the same people as a table.
 */
export function NetworkSection({ accusedId, id }: { accusedId: number; id: string | undefined }) {
  const { t } = useTranslation();
  const query = useAccusedNetwork(accusedId);
  const network = query.data;
  const people = network ? network.nodes.length - 1 : undefined;
  return (
    <ProfileSectionBox id={id} icon={ApartmentOutlined} title={t('Network')} count={people}>
      {query.isPending ? (
        <Spin />
      ) : query.isError || !network ? (
        <Alert type="error" showIcon message={t('Could not load the network')} />
      ) : (
        <NetworkBody network={network} />
      )}
    </ProfileSectionBox>
  );
}

function NetworkBody({ network }: { network: AccusedNetwork }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const navigate = useNavigate();
  const byKey = useMemo(() => new Map(network.nodes.map((n) => [n.key, n])), [network]);
  const nameOf = useCallback(
    (key: string) => {
      const n = byKey.get(key);
      return n ? local(n.name, n.nameEn) : '';
    },
    [byKey, local],
  );
  const crimeLinesOf = useCallback(
    (source: string, target: string) =>
      (network.links.find((l) => l.source === source && l.target === target)?.crimes ?? []).map(
        (c) =>
          `${crimeLabel(c, local(c.station))} · ${formatTableDate(c.registeredOn)} · ${local(c.title)}`,
      ),
    [network, local],
  );
  const categories = useMemo(
    () => [
      t('This accused'),
      t('Co-accused'),
      t('Co-accused of co-accused'),
      t('Named in a crime'),
    ],
    [t],
  );
  const open = useCallback((id: number) => void navigate(`/criminal_view/${id}`), [navigate]);
  const outside = network.outside.hop1 + network.outside.hop2;
  const rows = networkRows(network);

  return (
    <Flex vertical gap={12}>
      {outside > 0 && (
        <Typography.Text data-testid="network-outside">
          {t('{{count}} more outside your area', { count: outside })} (
          {t('hop 1: {{one}}, hop 2: {{two}}', {
            one: network.outside.hop1,
            two: network.outside.hop2,
          })}
          )
        </Typography.Text>
      )}
      {network.capped && (
        <Alert
          type="info"
          showIcon
          message={t('The network is cut to the closest people: {{count}} more not shown', {
            count: network.omitted,
          })}
        />
      )}
      {rows.length === 0 ? (
        <Empty>{t('No co-accused recorded')}</Empty>
      ) : (
        <>
          <Suspense fallback={<Spin />}>
            <NetworkGraph
              network={network}
              nameOf={nameOf}
              crimeLinesOf={crimeLinesOf}
              categories={categories}
              onOpen={open}
              label={t('Graph of the accomplice network; the same people are listed in the table')}
            />
          </Suspense>
          <Table<NetworkRow>
            size="small"
            bordered
            data-testid="network-list"
            rowKey={(r) => r.node.key}
            dataSource={rows}
            pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            columns={[
              {
                title: t('Name'),
                key: 'name',
                render: (_v, r) =>
                  r.node.accusedId !== null ? (
                    <Link to={`/criminal_view/${r.node.accusedId}`}>{nameOf(r.node.key)}</Link>
                  ) : (
                    nameOf(r.node.key)
                  ),
              },
              {
                title: t('Link'),
                key: 'hop',
                render: (_v, r) => (
                  <Tag color={HOP_COLOURS[categoryOf(r.node)]}>
                    {categories[categoryOf(r.node)]}
                  </Tag>
                ),
              },
              {
                title: t('Through'),
                key: 'via',
                render: (_v, r) => r.via.map((v) => nameOf(v.key)).join(', '),
              },
              {
                title: t('Police station'),
                key: 'station',
                render: (_v, r) => (r.node.station ? local(r.node.station) : '-'),
              },
              {
                title: t('Crimes'),
                key: 'count',
                render: (_v, r) => r.node.crimeCount ?? '-',
              },
              {
                title: t('Shared crimes'),
                key: 'crimes',
                render: (_v, r) => r.crimes.map((c) => crimeLabel(c, local(c.station))).join(', '),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
