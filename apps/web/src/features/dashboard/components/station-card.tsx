import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@cmis/shared';
import { useUserLabels } from '@/lib/user-labels';

/** Role 2: the police station whose records the user keeps. */
export function StationCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { station, unit } = useUserLabels(user);
  return (
    <Card title={t('Your police station')}>
      <Descriptions
        bordered
        size="middle"
        column={1}
        items={[
          { key: 'station', label: t('Police station'), children: station },
          { key: 'unit', label: t('Unit'), children: unit },
          { key: 'state', label: t('State'), children: t('Maharashtra') },
        ]}
      />
    </Card>
  );
}
