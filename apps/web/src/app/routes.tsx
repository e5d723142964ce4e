import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { RouteIconName } from './layout/route-icons';
import { ALL_ROLES, type Role } from '@cmis/shared';

export interface AppRoute {
  path: string;
  /** Roles that may open the route; any other signed-in role is sent to /login (spec 1 §6). */
  roles: readonly Role[];
  /** English sentence, also the i18n key, for the menu entry and the page title. */
  labelKey: string;
  /** The menu icon's name in ROUTE_ICONS; the icons load with the layout, not the first chunk. */
  icon: RouteIconName;
  /** Listed in the side menu; routes reached from elsewhere (profile, a record view) are not. */
  menu: boolean;
  /**
   * A menu entry that also depends on the user's unit, not only the role: 'documentVerification'
   * shows only when GET /api/verification/access answers allowed (spec 1 §6, plan A/B/C).
   */
  menuGate?: 'documentVerification';
  /** A number beside the menu entry: 'openBreaches' counts the open breaches in scope (issue 20). */
  menuBadge?: 'openBreaches';
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
    icon: 'DashboardOutlined',
    menu: true,
    page: lazy(() => import('@/features/dashboard/pages/dashboard-page')),
  },
  {
    // Spec 2 §2.1: the police station's accused records and the add-accused drawer.
    path: '/ProfessionalForm',
    roles: ['2'],
    labelKey: 'Accused information',
    icon: 'SolutionOutlined',
    menu: true,
    page: lazy(() => import('@/features/accused/pages/accused-form-page')),
  },
  {
    // Spec 2 §2.1, §6: the unit's accused (role 4), or a chosen unit's (role 8).
    path: '/finds',
    roles: ['4', '8'],
    labelKey: 'Search Accused',
    icon: 'FileSearchOutlined',
    menu: true,
    page: lazy(() => import('@/features/accused/pages/find-accused-page')),
  },
  {
    // Issue 16 §4-§5: records that may be one person entered twice, to merge or keep apart.
    path: '/duplicates',
    roles: ['2', '4', '8'],
    labelKey: 'Possible duplicates',
    icon: 'DiffOutlined',
    menu: true,
    page: lazy(() => import('@/features/accused/pages/duplicates-page')),
  },
  {
    // Spec 2 §2.4: one accused's profile, reached from the lists.
    path: '/criminal_view/:id',
    roles: ALL_ROLES,
    labelKey: 'Accused profile',
    icon: 'ProfileOutlined',
    menu: false,
    page: lazy(() => import('@/features/accused/pages/accused-view-page')),
  },
  {
    // Spec 1 §2: wanted particulars of the unit (role 4) or the state (role 8).
    path: '/wanted',
    roles: ['4', '8'],
    labelKey: 'Wanted particulars',
    icon: 'AlertOutlined',
    menu: true,
    page: lazy(() => import('@/features/wanted/pages/wanted-page')),
  },
  {
    // Spec 2 §2.5, §6: patrol spots of the station (2), the unit (4) or the state (8, read only).
    path: '/spotservellience',
    roles: ALL_ROLES,
    labelKey: 'Patrol spots',
    icon: 'QrcodeOutlined',
    menu: true,
    page: lazy(() => import('@/features/spots/pages/spots-page')),
  },
  {
    // Spec 2 §2.6: the summons (samans) register; role 4 registers, role 2 updates its own.
    path: '/samans',
    roles: ['2', '4'],
    labelKey: 'Summons register',
    icon: 'FileTextOutlined',
    menu: true,
    page: lazy(() => import('@/features/summons/pages/summons-page')),
  },
  {
    // Spec 3 §2.9: CCTV locations of the unit (4, adds and imports) or the state (8).
    path: '/CCTVLocation',
    roles: ['4', '8'],
    labelKey: 'CCTV locations',
    icon: 'VideoCameraOutlined',
    menu: true,
    page: lazy(() => import('@/features/cctv/pages/cctv-page')),
  },
  {
    // Spec 1 §2 GPS report; role 8 has no gps:read (it gets the state reports).
    path: '/gps',
    roles: ['2', '4'],
    labelKey: 'GPS report',
    icon: 'EnvironmentOutlined',
    menu: true,
    page: lazy(() => import('@/features/gps/pages/gps-page')),
  },
  {
    // Issue 20 item 2: externment breaches of the caller's scope, with the open count.
    path: '/breaches',
    roles: ['2', '4', '8'],
    labelKey: 'Breaches',
    icon: 'AlertOutlined',
    menu: true,
    menuBadge: 'openBreaches',
    page: lazy(() => import('@/features/breaches/pages/breaches-page')),
  },
  {
    // Spec 3 §2.4: arrests in a date range, in the caller's scope.
    path: '/reportArrest',
    roles: ALL_ROLES,
    labelKey: 'Arrest register',
    icon: 'FileTextOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/arrest-report-page')),
  },
  {
    // Spec 3 §2.5; the dashboard's tile opens it with ?dashboard=1 (ongoing mode).
    path: '/reportPreventive',
    roles: ALL_ROLES,
    labelKey: 'Preventive action report',
    icon: 'StopOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/preventive-report-page')),
  },
  {
    // Spec 3 §2.3 (roles 4 and 2); the dashboard's Task report tile adds ?Plus2Report=1.
    path: '/reportPlus2Report',
    roles: ['4', '2'],
    labelKey: '2-plus accused reports',
    icon: 'BarChartOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/two-plus-report-page')),
  },
  {
    // Spec 3 §2.6 accused statistics per police station (2 its own, 4 its unit, 8 the state).
    path: '/reports',
    roles: ALL_ROLES,
    labelKey: 'Accused statistical report',
    icon: 'BarChartOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/statistics-report-page')),
  },
  {
    // Spec 3 §2.6 report 4: active accused with no GPS check-in in the range (roles 2, 4).
    path: '/reports4',
    roles: ['4', '2'],
    labelKey: 'Accused not yet checked',
    icon: 'EnvironmentOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/not-checked-report-page')),
  },
  {
    // Spec 1 §2: the role-8 Total accused tile; accused per unit of the state.
    path: '/reportSupReport3',
    roles: ['8'],
    labelKey: 'State accused report',
    icon: 'BarChartOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/state-accused-report-page')),
  },
  {
    // Spec 1 §2: the role-8 "checked today in GPS" tile (?today=1); GPS checks per unit.
    path: '/reportSupReport4',
    roles: ['8'],
    labelKey: 'State GPS check report',
    icon: 'EnvironmentOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/state-gps-report-page')),
  },
  {
    // Spec 3 §2.8: the state's app users; the role-8 dashboard tile links here.
    path: '/reportAppUsers',
    roles: ['8'],
    labelKey: 'Total App Users',
    icon: 'BarChartOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/app-users-report-page')),
  },
  {
    // Spec 3 §2.6 reports3: patrol (round) statistics per station and per app user, roles 4 and 8.
    path: '/reports3',
    roles: ['4', '8'],
    labelKey: 'Patrol round statistics',
    icon: 'QrcodeOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/patrol-report-page')),
  },
  {
    // Spec 3 §2.7: one station's spots and their visits; role 2 its own, role 4 chooses one.
    path: '/reportPoliceSpotvise',
    roles: ['2', '4'],
    labelKey: 'Station-wise spot report',
    icon: 'QrcodeOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/station-spot-report-page')),
  },
  {
    // Spec 3 §2.7: spots per police station with the Report View modal, roles 4 and 8.
    path: '/reportAdminSpotvise',
    roles: ['4', '8'],
    labelKey: 'Admin spot-wise report',
    icon: 'QrcodeOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/admin-spot-report-page')),
  },
  {
    // Spec 3 §2.6 date-range report: the scope's activity per police station (decision 0028).
    path: '/reports5',
    roles: ALL_ROLES,
    labelKey: 'Date-range report',
    icon: 'CalendarOutlined',
    menu: true,
    page: lazy(() => import('@/features/reports/pages/range-report-page')),
  },
  {
    // Spec 3 §2.12: lookups of identity and vehicle documents on the unit's plan (spec 3 §6).
    path: '/document-verification',
    roles: ['2', '4'],
    labelKey: 'Document Verification',
    icon: 'IdcardOutlined',
    menu: true,
    menuGate: 'documentVerification',
    page: lazy(() => import('@/features/verification/pages/document-verification-page')),
  },
  {
    // Spec 3 §2.13: role 8 allocates document verification to units (plans A, B, C).
    path: '/verification',
    roles: ['8'],
    labelKey: 'Verification Module',
    icon: 'SafetyOutlined',
    menu: true,
    page: lazy(() => import('@/features/verification/pages/verification-module-page')),
  },
  {
    // Issue 20: the unit's overdue-check days and patrol limits; role 8 picks the unit.
    path: '/unit-settings',
    roles: ['4', '8'],
    labelKey: 'Unit settings',
    icon: 'SettingOutlined',
    menu: true,
    page: lazy(() => import('@/features/settings/pages/unit-settings-page')),
  },
  {
    path: '/users',
    roles: ['4', '8'],
    labelKey: 'Users',
    icon: 'TeamOutlined',
    menu: true,
    page: lazy(() => import('@/features/users/pages/users-page')),
  },
  {
    path: '/AppUserLogin',
    roles: ['4', '8'],
    labelKey: 'App Users',
    icon: 'MobileOutlined',
    menu: true,
    page: lazy(() => import('@/features/app-users/pages/app-users-page')),
  },
  {
    // Reached from the user menu, not the side menu.
    path: '/profile',
    roles: ALL_ROLES,
    labelKey: 'Profile',
    icon: 'UserOutlined',
    menu: false,
    page: lazy(() => import('@/features/users/pages/profile-page')),
  },
  {
    path: '/login_details',
    roles: ALL_ROLES,
    labelKey: 'Login details',
    icon: 'HistoryOutlined',
    menu: false,
    page: lazy(() => import('@/features/users/pages/login-details-page')),
  },
  {
    path: '/act-section',
    roles: ['8'],
    labelKey: 'Act/Section',
    icon: 'BookOutlined',
    menu: true,
    page: lazy(() => import('@/features/masters/pages/act-section-page')),
  },
  {
    path: '/audit',
    roles: ['4', '8'],
    labelKey: 'Audit Log',
    icon: 'AuditOutlined',
    menu: true,
    page: lazy(() => import('@/features/audit/pages/audit-page')),
  },
  {
    path: '/faq',
    roles: ALL_ROLES,
    labelKey: 'FAQ',
    icon: 'QuestionCircleOutlined',
    menu: true,
    page: lazy(() => import('@/features/faq/pages/faq-page')),
  },
  {
    path: '/News',
    roles: ['4', '8'],
    labelKey: 'News',
    icon: 'NotificationOutlined',
    menu: true,
    page: lazy(() => import('@/features/content/pages/news-page')),
  },
  {
    path: '/notifications',
    roles: ['8'],
    labelKey: 'Notifications',
    icon: 'BellOutlined',
    menu: true,
    page: lazy(() => import('@/features/content/pages/notifications-page')),
  },
  {
    // Every role: role 8 manages the help messages, the others read them (the page decides).
    path: '/help',
    roles: ALL_ROLES,
    labelKey: 'Help',
    icon: 'CustomerServiceOutlined',
    menu: true,
    page: lazy(() => import('@/features/content/pages/help-page')),
  },
  {
    path: '/aboutus',
    roles: ['8'],
    labelKey: 'About Us',
    icon: 'InfoCircleOutlined',
    menu: true,
    page: lazy(() => import('@/features/content/pages/about-us-page')),
  },
  {
    path: '/aboutCIMS',
    roles: ALL_ROLES,
    labelKey: 'About CMIS',
    icon: 'SafetyCertificateOutlined',
    menu: true,
    page: lazy(() => import('@/features/content/pages/about-cmis-page')),
  },
  {
    path: '/landing-images',
    roles: ['8'],
    labelKey: 'Landing Page',
    icon: 'PictureOutlined',
    menu: true,
    page: lazy(() => import('@/features/landing/pages/landing-images-page')),
  },
];

/** The route a path opens, parameters included ('/criminal_view/12' finds '/criminal_view/:id'). */
export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, path) !== null);
}

/** A route the role may open, or undefined: menus link only to what exists and is allowed. */
export function allowedRoute(path: string, role: Role | undefined): AppRoute | undefined {
  const route = findRoute(path);
  return route && role !== undefined && route.roles.includes(role) ? route : undefined;
}

export function menuRoutes(role: Role): AppRoute[] {
  return APP_ROUTES.filter((route) => route.menu && route.roles.includes(role));
}
