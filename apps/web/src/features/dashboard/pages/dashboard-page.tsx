import { Suspense, useState } from 'react';
import { Button, Flex, Segmented, Spin } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { useAnalyticsView } from '@/lib/analytics-view';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { CountTiles } from '../components/count-tiles';
import { OverdueCard } from '../components/overdue-card';
import { StateUnitsCard } from '../components/state-units-card';
import { StationCard } from '../components/station-card';
import { UnitStationsCard } from '../components/unit-stations-card';
import { WantedView } from '../components/wanted-view';
import { WelcomeCard } from '../components/welcome-card';

type View = 'normal' | 'analytical';

function ScopeCard({ user }: { user: SessionUser }) {
  const { unit } = useUserLabels(user);
  switch (user.role) {
    case '8':
      return <StateUnitsCard />;
    case '4':
      return user.cityId !== null ? (
        <UnitStationsCard cityId={user.cityId} unitName={unit ?? ''} />
      ) : null;
    case '2':
      return <StationCard user={user} />;
  }
}

/** Spec 3 §2.11: the analytics feature's view, provided by the app shell and loaded lazily. */
function AnalyticalView() {
  const View = useAnalyticsView();
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <View />
    </Suspense>
  );
}

/**
 * Spec 1 §2 Dashboard: role 4 has the tiles, the normal / analytical switch and the Wanted
 * button; role 2 its three tiles and the Wanted button; role 8 tiles that open state reports.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [view, setView] = useState<View>('normal');
  const [wanted, setWanted] = useState(false);
  const hasWanted = user.role === '4' || user.role === '2';

  return (
    <>
      <PageHeader
        title={t('Dashboard')}
        extra={
          <Flex gap={8} wrap>
            {user.role === '4' && (
              <Segmented<View>
                value={view}
                onChange={setView}
                options={[
                  { value: 'normal', label: t('Normal view') },
                  { value: 'analytical', label: t('Analytical view') },
                ]}
                data-testid="dashboard-view"
              />
            )}
            {hasWanted && (
              <Button
                danger={!wanted}
                icon={<AlertOutlined />}
                onClick={() => setWanted((shown) => !shown)}
                data-testid="wanted-button"
              >
                {wanted ? t('Hide wanted') : t('Wanted')}
              </Button>
            )}
          </Flex>
        }
      />
      <Flex vertical gap={24}>
        {wanted && <WantedView user={user} onClose={() => setWanted(false)} />}
        {view === 'normal' ? (
          <>
            <CountTiles role={user.role} />
            <WelcomeCard user={user} />
            <OverdueCard user={user} />
            <ScopeCard user={user} />
          </>
        ) : (
          <AnalyticalView />
        )}
      </Flex>
    </>
  );
}
