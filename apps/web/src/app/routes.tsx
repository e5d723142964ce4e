import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DashboardOutlined, TeamOutlined } from '@ant-design/icons';
import { ALL_ROLES, type Role } from '@cmis/shared';

export interface AppRoute {
  path: string;
  /** Roles that may open the route; any other signed-in role is sent to /login (spec 1 §6). */
  roles: readonly Role[];
  /** English sentence, also the i18n key, for the menu entry and the page title. */
  labelKey: string;
  icon: ComponentType;
  /** Listed in the side menu; routes reached from elsewhere (profile, a record view) are not. */
  menu: boolean;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * The one route table: the router, the side menu, the user menu and page titles all read it,
 * so a route exists, is gated and is listed in one place. Features add their routes here.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    roles: ALL_ROLES,
    labelKey: 'Dashboard',
    icon: DashboardOutlined,
    menu: true,
    page: lazy(() => import('@/features/dashboard/pages/dashboard-page')),
  },
  {
    path: '/users',
    roles: ['4', '8'],
    labelKey: 'Users',
    icon: TeamOutlined,
    menu: true,
    page: lazy(() => import('@/features/users/pages/users-page')),
  },
];

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

/** A route the role may open, or undefined: menus link only to what exists and is allowed. */
export function allowedRoute(path: string, role: Role | undefined): AppRoute | undefined {
  const route = findRoute(path);
  return route && role !== undefined && route.roles.includes(role) ? route : undefined;
}

export function menuRoutes(role: Role): AppRoute[] {
  return APP_ROUTES.filter((route) => route.menu && route.roles.includes(role));
}
