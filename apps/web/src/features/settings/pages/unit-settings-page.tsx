import { useState } from 'react';
import { Card, Flex, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '@cmis/shared';
import { MasterSelect } from '@/components/form-kit/master-select';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useCities } from '@/lib/masters';
import { useCurrentUser } from '@/lib/session';
import { useUnitSettings } from '../api/unit-settings';
import { UnitSettingsForm } from '../components/unit-settings-form';

/**
 * Issue 20: the unit's settings. A unit admin sets its own unit's; the state super admin
 * picks the unit first.
 */
export default function UnitSettingsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const state = user.role === '8';
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const cities = useCities(state);
  const settings = useUnitSettings(state ? cityId : undefined, !state || cityId !== undefined);

  return (
    <>
      <PageHeader title={t('Unit settings')} />
      <Card>
        <Flex vertical gap={16}>
          {state && (
            <Form layout="vertical">
              <Form.Item label={t('Unit')} htmlFor="settings-unit" style={{ maxWidth: 360 }}>
                <MasterSelect
                  id="settings-unit"
                  placeholder={t('Select unit')}
                  query={cities}
                  value={cityId}
                  onChange={(value) => setCityId(typeof value === 'number' ? value : undefined)}
                  data-testid="settings-unit"
                />
              </Form.Item>
            </Form>
          )}
          {settings.isError ? (
            <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />
          ) : settings.data ? (
            <>
              <UnitSettingsForm
                key={settings.data.cityId}
                settings={settings.data}
                cityId={state ? cityId : undefined}
              />
              <Typography.Text type="secondary" data-testid="settings-updated">
                {settings.data.updatedAt
                  ? t('Last saved {{at}}', { at: formatDateTime(settings.data.updatedAt) })
                  : t('The unit uses the default settings')}
              </Typography.Text>
            </>
          ) : (
            settings.isFetching && <Spin delay={DELAYS.spinnerMs} />
          )}
        </Flex>
      </Card>
    </>
  );
}
