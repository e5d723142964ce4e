import { Button, Flex, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PushState } from '../api/push-subscription';

/**
 * One line under the header when the phone will not show the station's notifications
 * (issue 20; decision 0051): blocked in the browser's settings, or not yet allowed (some
 * browsers ask only after a tap). Nothing when they are on or the browser has no Web Push.
 */
export function PushHint({ state, onEnable }: { state: PushState; onEnable: () => void }) {
  const { t } = useTranslation();
  const askable =
    state === 'off' && typeof Notification !== 'undefined' && Notification.permission === 'default';
  if (state !== 'blocked' && !askable) return null;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{ padding: '6px 12px', background: '#fff7e6' }}
      data-testid="field-push-hint"
    >
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <BellOutlined />{' '}
        {state === 'blocked'
          ? t('Notifications are blocked: allow them in the browser settings')
          : t('Turn on notifications to hear of new accused')}
      </Typography.Text>
      {askable && (
        <Button style={{ minHeight: 44, minWidth: 44 }} onClick={onEnable}>
          {t('Allow')}
        </Button>
      )}
    </Flex>
  );
}
