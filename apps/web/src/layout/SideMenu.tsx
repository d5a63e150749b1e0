import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../components/icons';
import { buildMenu, filterRoutes, matchRoute, selectedMenuKey, type MenuEntry } from '../router/access';
import { privateRoutes } from '../router/routes';
import { useSession } from '../stores/session';

type Item = Required<MenuProps>['items'][number];

const toItems = (entries: MenuEntry[]): Item[] =>
  entries.map((entry) => ({
    key: entry.key,
    label: entry.label,
    icon: <MenuIcon name={entry.icon} />,
    ...(entry.children ? { children: toItems(entry.children) } : {}),
  }));

/** Menu from the route table filtered by the user's `nav` permissions (spec §6). */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const perms = useSession((s) => s.perms);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(buildMenu(filterRoutes(privateRoutes, perms ?? new Set()))), [perms]);
  const selected = selectedMenuKey(pathname);
  const chain = matchRoute(selected)?.chain ?? [];
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? [] : chain.slice(0, -1).map((r) => r.path)}
      onClick={({ key }) => navigate(key)}
      data-testid="side-menu"
    />
  );
}
