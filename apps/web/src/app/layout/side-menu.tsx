import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@cmis/shared';
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
  const items = routes.map(({ path, labelKey, icon }) => {
    const Icon = ROUTE_ICONS[icon];
    return {
      key: path,
      icon: <Icon />,
      label: <Link to={path}>{t(labelKey)}</Link>,
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
