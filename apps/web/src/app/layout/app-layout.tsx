import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Layout, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { PageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/session';
import { allowedRoute, findRoute } from '../routes';
import { RouteAccessContext } from '@/lib/route-access';
import { AnalyticsViewContext } from '@/lib/analytics-view';
import { ProfileViewerProvider } from './profile-viewer-provider';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

/** Role 4's analytical dashboard (lib/analytics-view.tsx), with ECharts, fetched on first use. */
const AnalyticsView = lazy(() => import('@/features/analytics/components/analytics-view'));

const COLLAPSED_KEY = 'cmis.menuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The brand block above the menu, and antd's fold trigger below it. */
const BRAND_HEIGHT = 64;
const TRIGGER_HEIGHT = 48;

export default function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const labelKey = findRoute(pathname)?.labelKey;
  const routeAllowed = useCallback(
    (path: string) => allowedRoute(path, user.role) !== undefined,
    [user.role],
  );

  useEffect(() => {
    document.title = labelKey ? `${t(labelKey)} · CMIS` : 'CMIS';
  }, [labelKey, t]);

  const toggle = (value: boolean, type: 'clickTrigger' | 'responsive') => {
    setCollapsed(value);
    // Only the officer's own choice is remembered, not a fold forced by a narrow window.
    if (type === 'responsive') return;
    try {
      localStorage.setItem(COLLAPSED_KEY, value ? '1' : '0');
    } catch {
      // The menu still folds; it just will not be remembered.
    }
  };

  return (
    <RouteAccessContext.Provider value={routeAllowed}>
      <ProfileViewerProvider>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            onCollapse={toggle}
            breakpoint="lg"
            width={236}
            style={{
              position: 'sticky',
              top: 0,
              height: '100vh',
              overflow: 'hidden',
            }}
          >
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                height: BRAND_HEIGHT,
                padding: collapsed ? '0 20px' : '0 18px',
                borderBottom: '1px solid rgba(255,255,255,0.08)',
              }}
            >
              <BrandMark size={36} />
              {!collapsed && (
                <div style={{ lineHeight: 1.2, minWidth: 0 }}>
                  <Typography.Text strong style={{ color: '#fff', fontSize: 18, letterSpacing: 1 }}>
                    CMIS
                  </Typography.Text>
                  <div style={{ color: 'rgba(255,255,255,0.7)', fontSize: 12 }}>
                    {t('Maharashtra Police')}
                  </div>
                </div>
              )}
            </div>
            {/* The menu scrolls on its own between the brand and the fold trigger, so its
                last entries never sit under the trigger as the menu grows. */}
            <div
              style={{
                height: `calc(100vh - ${BRAND_HEIGHT + TRIGGER_HEIGHT}px)`,
                overflowX: 'hidden',
                overflowY: 'auto',
              }}
            >
              <SideMenu role={user.role} />
            </div>
          </Layout.Sider>
          <Layout>
            <AppHeader />
            <Layout.Content style={{ padding: 24 }}>
              <AnalyticsViewContext.Provider value={AnalyticsView}>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </AnalyticsViewContext.Provider>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </ProfileViewerProvider>
    </RouteAccessContext.Provider>
  );
}
