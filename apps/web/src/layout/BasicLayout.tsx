import { App as AntApp, ConfigProvider, Layout, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { ChangePasswordModal } from '../auth/ChangePasswordModal';
import { bootConfig } from '../boot';
import { decide, matchRoute } from '../router/access';
import { setNotifier } from '../request/feedback';
import { swrOptions } from '../request/swr';
import { PINNED_PATH } from '../router/routes';
import { useSession } from '../stores/session';
import { useTabs } from '../stores/tabs';
import { COLLAPSE_WIDTH, HEADER_HIDE_WIDTH, useUi } from '../stores/ui';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';
import { useWindowWidth } from './useWindowWidth';

// Dates in the pages are Chinese (spec §9); the sign-in page needs no dates.
dayjs.locale('zh-cn');

/** Shows notifications raised outside React (e.g. the sign-in greeting, queued until now). */
function NotificationBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotifier((title, description, seconds) => notification.success({ title, description, duration: seconds }));
    return () => setNotifier(null);
  }, [notification]);
  return null;
}

/**
 * The signed-in shell (spec §2): collapsible menu (collapsed at ≤ 960 px),
 * header with logo and the tab view (hidden below 640 px), no breadcrumb.
 */
export function BasicLayout() {
  const width = useWindowWidth();
  const collapsed = width <= COLLAPSE_WIDTH;
  const headerHidden = width < HEADER_HIDE_WIDTH;
  const { pathname } = useLocation();
  const session = useSession((s) => s.session);
  const perms = useSession((s) => s.perms);
  const loading = useUi((s) => s.loadingCount > 0);

  // Tabs: the pinned 待办事项 first when the user may open it; the current page; none the user lost access to.
  useEffect(() => {
    if (!perms) return;
    const tabs = useTabs.getState();
    const openable = (path: string) => decide(path, { signedIn: true, perms }).kind === 'render';
    tabs.retain(openable);
    if (openable(PINNED_PATH)) tabs.open({ pathname: PINNED_PATH, title: matchRoute(PINNED_PATH)!.route.meta.name, notDelTag: true });
    const matched = matchRoute(pathname);
    if (matched && openable(pathname)) tabs.open({ pathname, title: matched.route.meta.name, ...(matched.route.meta.notDelTag ? { notDelTag: true } : {}) });
  }, [pathname, perms]);

  const mustSetPassword = session?.isSetPassword === 0;
  return (
    <ConfigProvider locale={zhCN}>
    {/* Pages use App.useApp() for themed message/modal; provided here, not on the sign-in page. */}
    <AntApp component={false}>
    <NotificationBridge />
    <Layout className="td-layout">
      <Layout.Sider collapsed={collapsed} width={220} collapsedWidth={64} trigger={null} data-testid="sider" data-collapsed={collapsed}>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        {!headerHidden && (
          <Layout.Header className="td-header" data-testid="header">
            {/* Spec §2: the header holds the logo and the tab view; no breadcrumb. */}
            <div className="td-logo" title={bootConfig().appTitle} data-testid="logo">
              <span className="td-logo-mark">招</span>
              {!collapsed && <span className="td-logo-text">{bootConfig().appTitle}</span>}
            </div>
            <TabBar />
            <UserMenu />
          </Layout.Header>
        )}
        <Layout.Content className="td-content">
          {/* List fetching rules of spec §9 for every page of the shell. */}
          <SWRConfig value={swrOptions()}>{mustSetPassword ? null : <Outlet />}</SWRConfig>
        </Layout.Content>
      </Layout>
      <ChangePasswordModal open={mustSetPassword} mandatory onClose={() => undefined} />
      {loading && <Spin fullscreen />}
    </Layout>
    </AntApp>
    </ConfigProvider>
  );
}
