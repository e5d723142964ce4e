import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session';
import { useUserLabels } from '@/lib/user-labels';
import { StateUnitsCard } from '../components/state-units-card';
import { StationCard } from '../components/station-card';
import { UnitStationsCard } from '../components/unit-stations-card';
import { WelcomeCard } from '../components/welcome-card';

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

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <Flex vertical gap={24}>
        <WelcomeCard user={user} />
        <ScopeCard user={user} />
      </Flex>
    </>
  );
}
