import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, ConfigProvider, Flex, Layout, Spin, Tabs, Typography } from 'antd';
import { CloudSyncOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { FieldMe } from '@cmis/shared';
import { ApiError } from '@/lib/api-client';
import { localName } from '@/lib/format';
import { fieldLogout, getFieldMe } from '../api/field-auth';
import { registerDevice } from '../api/register-device';
import { disablePush, useFieldPush } from '../api/push-subscription';
import { AccusedList } from '../components/accused-list';
import { FieldLogin } from '../components/field-login';
import { FieldPassword } from '../components/field-password';
import { LanguageSwitch } from '../components/language-switch';
import { NewsList } from '../components/news-list';
import { PushHint } from '../components/push-hint';
import { QrScan } from '../components/qr-scan';
import { QueueList } from '../components/queue-list';
import { clearSaved } from '../offline/saved-copy';
import { useSavedCopy } from '../offline/use-saved-copy';
import { flushQueue, onQueueChange, queuedItems, setQueueOwner } from '../queue/offline-queue';
import type { QueueItem } from '../queue/queue-store';

const ME_KEY = 'cmis.field.me';
const RETRY_MS = 60_000;
const AFTER_ONLINE_MS = [3_000, 10_000, 25_000];

/**
 * Controls sized for thumbs (issue 20): every button, tab, switch and radio at least 44 px
 * high on a phone (drawers' close buttons: components/close-icon.tsx).
 */
const THUMB_THEME = {
  token: { controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  components: {
    Segmented: { controlHeight: 52, controlHeightSM: 52 },
    // The whole tab is the target: 46 px high, padded sideways, four across a phone.
    Tabs: { horizontalItemPadding: '12px 16px', horizontalItemGutter: 4 },
  },
};

/**
 * Installable (issue 5 §7): the manifest, and the service worker that keeps the app shell
 * (apps/web/sw/sw.ts, built into /field/sw.js with the list of files to keep).
 */
function useInstallable() {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/field/manifest.webmanifest';
      document.head.appendChild(link);
    }
    if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
    navigator.serviceWorker.register('/field/sw.js', { scope: '/field/' }).catch(() => undefined);
  }, []);
}

function remembered(): FieldMe | null {
  try {
    return JSON.parse(localStorage.getItem(ME_KEY) ?? 'null') as FieldMe | null;
  } catch {
    return null;
  }
}

function remember(me: FieldMe | null) {
  if (me) localStorage.setItem(ME_KEY, JSON.stringify(me));
  else localStorage.removeItem(ME_KEY);
}

/** The queue's items, refreshed when they change; sent at start and when the network returns. */
function useQueue(signedIn: boolean, onNeedsLogin: () => void) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const refresh = useCallback(() => void queuedItems().then(setItems), []);
  const flush = useCallback(() => {
    void flushQueue().then((r) => r.needsLogin && onNeedsLogin());
  }, [onNeedsLogin]);
  useEffect(() => {
    refresh();
    const off = onQueueChange(refresh);
    const soon: number[] = [];
    const up = () => {
      setOnline(true);
      if (!signedIn) return;
      flush();
      // The first requests after a network returns often fail (the radio or the route is
      // still coming up): try again within seconds rather than at the next minute.
      for (const ms of AFTER_ONLINE_MS) soon.push(window.setTimeout(flush, ms));
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (signedIn && navigator.onLine) flush();
    // The 'online' event can be missed (a phone asleep, a captive portal): try again now and then.
    const timer = window.setInterval(() => {
      if (signedIn && navigator.onLine) flush();
    }, RETRY_MS);
    return () => {
      window.clearInterval(timer);
      soon.forEach((id) => window.clearTimeout(id));
      off();
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [signedIn, refresh, flush]);
  return { items, online, flush };
}

/**
 * The field app at /field (issue 5 §7), outside the officers' layout: login, the one-time
 * password change, the station's accused with GPS check-ins, QR patrol visits, news, and
 * the queue of what waits for a network.
 */
function FieldApp() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [me, setMe] = useState<FieldMe | null>(null);
  const [loading, setLoading] = useState(true);
  useInstallable();

  useEffect(() => {
    getFieldMe()
      .then((user) => {
        setMe(user);
        remember(user);
      })
      .catch((e: unknown) => {
        // Without a network the phone keeps working with the app user it last knew.
        if (e instanceof ApiError && e.status === 0) setMe(remembered());
        else remember(null);
      })
      .finally(() => setLoading(false));
  }, []);

  const signedIn = me !== null && !me.mustChangePassword;
  const needsLogin = useCallback(() => {
    remember(null);
    setMe(null);
  }, []);
  const ownerId = signedIn && me ? me.id : null;
  // Before the queue's own effects: what waits is sent only under its maker's session.
  useEffect(() => setQueueOwner(ownerId), [ownerId]);
  const queue = useQueue(signedIn, needsLogin);
  const push = useFieldPush(signedIn);
  useSavedCopy(ownerId);
  // A sent check-in changes the list's "last check-in"; the queue reports every change.
  useEffect(
    () => onQueueChange(() => void client.invalidateQueries({ queryKey: ['field', 'accused'] })),
    [client],
  );

  useEffect(() => {
    if (signedIn) void registerDevice().catch(() => undefined);
  }, [signedIn]);

  const logout = async () => {
    await disablePush();
    await fieldLogout().catch(() => undefined);
    remember(null);
    // The station's saved accused and their photos leave the phone with the app user.
    await clearSaved();
    client.removeQueries({ queryKey: ['field'] });
    setMe(null);
  };

  const pending = queue.items.filter((i) => i.state === 'pending').length;
  const failed = queue.items.length - pending;

  return (
    <ConfigProvider theme={THUMB_THEME}>
      <Layout
        style={{ minHeight: '100vh', maxWidth: 640, margin: '0 auto', background: '#f0f2f5' }}
      >
        <Layout.Header
          style={{
            background: '#0d2a52',
            padding: '0 12px',
            height: 'auto',
            lineHeight: 1.3,
            paddingBlock: 10,
          }}
        >
          <Flex justify="space-between" align="center" gap={8}>
            <div>
              <Typography.Text strong style={{ color: '#fff', fontSize: 16, display: 'block' }}>
                {t('CMIS field app')}
              </Typography.Text>
              {me && (
                <Typography.Text style={{ color: '#cfd8e6', fontSize: 12 }}>
                  {me.firstName} {me.lastName} ·{' '}
                  {localName(i18n.language, me.stationName.mr, me.stationName.en)}
                </Typography.Text>
              )}
            </div>
            <LanguageSwitch />
          </Flex>
        </Layout.Header>
        <Layout.Content>
          {loading ? (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          ) : !me ? (
            <FieldLogin
              onSignedIn={(user) => {
                remember(user);
                setMe(user);
              }}
            />
          ) : me.mustChangePassword ? (
            <FieldPassword onChanged={() => setMe({ ...me, mustChangePassword: false })} />
          ) : (
            <>
              <Flex
                justify="space-between"
                align="center"
                style={{ padding: '8px 12px', background: queue.online ? '#f6ffed' : '#fffbe6' }}
                data-testid="field-sync"
              >
                <Typography.Text data-testid="field-online">
                  {queue.online ? t('Online') : t('Offline: check-ins are kept on the phone')}
                </Typography.Text>
                <Badge count={pending} showZero color={pending ? '#faad14' : '#52c41a'}>
                  <Button
                    size="small"
                    icon={<CloudSyncOutlined />}
                    disabled={!queue.online || pending === 0}
                    onClick={queue.flush}
                    data-testid="field-send-now"
                  >
                    {t('Send now')}
                  </Button>
                </Badge>
              </Flex>
              <PushHint state={push.state} onEnable={push.enable} />
              <Tabs
                centered
                defaultActiveKey="accused"
                items={[
                  { key: 'accused', label: t('Accused'), children: <AccusedList /> },
                  { key: 'scan', label: t('Scan QR'), children: <QrScan /> },
                  { key: 'news', label: t('News'), children: <NewsList /> },
                  {
                    key: 'queue',
                    label: (
                      <Badge count={failed} size="small" offset={[6, -2]}>
                        <span data-testid="field-queue-tab">{t('Queue')}</span>
                      </Badge>
                    ),
                    children: <QueueList items={queue.items} />,
                  },
                ]}
              />
            </>
          )}
        </Layout.Content>
        {me && (
          // The profile area, away from the language switch at the top (issue 20).
          <Layout.Footer style={{ padding: '16px 12px', background: '#fff' }}>
            <Flex justify="space-between" align="center" gap={8} data-testid="field-profile">
              <Typography.Text type="secondary">
                {me.firstName} {me.lastName}
              </Typography.Text>
              <Button
                danger
                icon={<LogoutOutlined />}
                onClick={() => void logout()}
                data-testid="field-logout"
              >
                {t('Logout')}
              </Button>
            </Flex>
          </Layout.Footer>
        )}
      </Layout>
    </ConfigProvider>
  );
}

/** The service worker's scope is /field/, which /field (no slash) is outside of. */
export default function FieldRoute() {
  const { pathname } = useLocation();
  return pathname === '/field' ? <Navigate to="/field/" replace /> : <FieldApp />;
}
