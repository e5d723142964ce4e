import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@cmis/shared';
import { menuRoutes } from '../routes';

/** The menu lists exactly the routes of the route table the role may open. */
export function SideMenu({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuRoutes(role).map(({ path, labelKey, icon: Icon }) => ({
    key: path,
    icon: <Icon />,
    label: <Link to={path}>{t(labelKey)}</Link>,
  }));
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
