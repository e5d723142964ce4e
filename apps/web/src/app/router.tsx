import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import type { Role } from '@cmis/shared';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useHasRole } from '@/lib/authorization';
import { useSession } from '@/lib/session';
import { loadAppTranslations } from '@/i18n';
import { APP_ROUTES } from './routes';
import { RouteError } from './route-error';

// The login page and the signed-in shell are separate chunks: the login page loads neither the
// layout nor any feature page, nor antd (decision 0034).
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));

type PageModule = { default: ComponentType };

/**
 * A lazy screen drawn inside antd's providers (theme, locale, App), the two fetched side by
 * side rather than one after the other. Every screen but the login page is one of these.
 */
function lazyWithAntd(load: () => Promise<PageModule>) {
  return lazy(async () => {
    const [{ default: AntdProviders }, { default: Screen }] = await Promise.all([
      import('./antd-providers'),
      load(),
    ]);
    return {
      default: function WithAntd() {
        return (
          <AntdProviders>
            <Screen />
          </AntdProviders>
        );
      },
    };
  });
}

// The layout renders once every feature's words are in too (the login page has only its own).
const loadAppLayout = () =>
  Promise.all([import('./layout/app-layout'), loadAppTranslations()]).then(([module]) => module);
const AppLayout = lazyWithAntd(loadAppLayout);
const NotFoundPage = lazy(() => import('./not-found-page'));
const PublicHome = lazyWithAntd(() => import('./public-home'));
// Issue 5 §7: the field app has its own session and mobile layout, outside the officers' shell.
const FieldApp = lazyWithAntd(() =>
  Promise.all([import('@/features/field/pages/field-app'), loadAppTranslations()]).then(
    ([module]) => module,
  ),
);

// Every screen but the login page needs antd: opened at any other path, the app fetches it at
// once, beside the session check, as when antd was part of the entry, rather than after it.
if (window.location.pathname !== '/login') {
  import('./antd-providers').catch(() => undefined);
}

/**
 * Once the officer is signed in, the login page waits a moment before the redirect (spec):
 * the shell and antd are fetched meanwhile, so the dashboard follows without a further wait.
 */
function preloadSignedInShell(): void {
  Promise.all([import('./antd-providers'), loadAppLayout()]).catch(() => undefined);
}

/**
 * Without a session only / (the public landing page, spec 3 §2.16) and /login answer; a
 * signed-in user at / sees the dashboard.
 */
function RequireSession() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user) return <Outlet />;
  if (pathname === '/') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <PublicHome />
      </Suspense>
    );
  }
  return <Navigate to="/login" replace />;
}

/** Spec 1 §6: a path the role may not open redirects to the login page. */
function RoleGate({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return useHasRole(roles) ? children : <Navigate to="/login" replace />;
}

const pageRoutes: RouteObject[] = APP_ROUTES.map(({ path, roles, page: Page }) => ({
  path,
  element: (
    <RoleGate roles={roles}>
      <Page />
    </RoleGate>
  ),
}));

export const router = createBrowserRouter([
  {
    path: '/field/*',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <FieldApp />
      </Suspense>
    ),
  },
  {
    element: <SessionProvider />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <Suspense fallback={<FullPageSpinner />}>
            <LoginPage onSignedIn={preloadSignedInShell} />
          </Suspense>
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: (
              <Suspense fallback={<FullPageSpinner />}>
                <AppLayout />
              </Suspense>
            ),
            children: [
              {
                errorElement: <RouteError />,
                children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
              },
            ],
          },
        ],
      },
    ],
  },
]);
