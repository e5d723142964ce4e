import { Badge, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@cmis/shared';
import { useOpenBreachCount } from '@/features/breaches/api/get-breaches';
import { useDocumentVerificationInMenu } from '@/features/verification/api/get-access';
import { menuRoutes } from '../routes';
import { ROUTE_ICONS } from './route-icons';

/**
 * The menu lists exactly the routes of the route table the role may open; document
 * verification also needs the unit's plan to cover the user (spec 1 §6).
 */
export function SideMenu({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const verificationAllowed = useDocumentVerificationInMenu(role);
  const routes = menuRoutes(role).filter(
    (route) => route.menuGate !== 'documentVerification' || verificationAllowed,
  );
  const openBreaches = useOpenBreachCount(routes.some((r) => r.menuBadge === 'openBreaches'));
  const items = routes.map(({ path, labelKey, icon, menuBadge }) => {
    const Icon = ROUTE_ICONS[icon];
    const count = menuBadge === 'openBreaches' ? (openBreaches.data ?? 0) : 0;
    return {
      key: path,
      icon: <Icon />,
      label: (
        <Link to={path}>
          {t(labelKey)}
          {count > 0 && (
            <Badge
              count={count}
              overflowCount={99}
              size="small"
              style={{ marginInlineStart: 8 }}
              title={t('Open breaches')}
              data-testid="menu-breach-count"
            />
          )}
        </Link>
      ),
    };
  });
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectedKeys={[pathname]}
      items={items}
      style={{ borderInlineEnd: 0, paddingTop: 8 }}
      aria-label={t('Main menu')}
    />
  );
}
