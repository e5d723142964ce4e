import type { ComponentType } from 'react';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import {
  AimOutlined,
  MobileOutlined,
  SafetyOutlined,
  SolutionOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { POLICE_BLUE } from '@/lib/brand';
import { useRouteAllowed } from '@/lib/route-access';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { tileCount, tilesFor, type TileKey } from './tiles';

const ICONS: Record<TileKey, ComponentType<{ style?: React.CSSProperties }>> = {
  appUsers: MobileOutlined,
  registered: TeamOutlined,
  accused: SolutionOutlined,
  checkedToday: AimOutlined,
  preventiveActions: SafetyOutlined,
  twoPlus: UsergroupAddOutlined,
};

/** The role's tiles (spec 1 §2); a tile opens its target when that screen exists for the role. */
export function CountTiles({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useRouteAllowed();
  const counts = useDashboardCounts();
  if (counts.isError) {
    return <LoadFailure error={counts.error} onRetry={() => void counts.refetch()} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {tilesFor(role).map((tile) => {
        const Icon = ICONS[tile.key];
        const path = tile.target.split('?')[0] ?? tile.target;
        const open = allowed(path) ? () => void navigate(tile.target) : undefined;
        const value = counts.data ? tileCount(counts.data, tile.key) : null;
        return (
          <Col key={tile.key} xs={24} sm={12} xl={8} xxl={role === '2' ? 8 : 4}>
            <Card
              hoverable={open !== undefined}
              onClick={open}
              data-testid={`tile-${tile.key}`}
              style={{ height: '100%', cursor: open ? 'pointer' : 'default' }}
            >
              {counts.isPending ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : (
                <Statistic
                  title={t(tile.title)}
                  value={value ?? 0}
                  prefix={<Icon style={{ color: POLICE_BLUE, marginRight: 6 }} />}
                  valueStyle={{ fontWeight: 600 }}
                />
              )}
              {tile.key === 'appUsers' && counts.data && (
                <Typography.Text type="secondary" data-testid="tile-appUsers-status">
                  {t('Pending: {{pending}} · Rejected: {{rejected}}', {
                    pending: counts.data.appUsersPending ?? 0,
                    rejected: counts.data.appUsersRejected ?? 0,
                  })}
                </Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
