import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PINNED_PATH } from '../router/routes';
import { useTabs } from '../stores/tabs';

/** Opened pages as tabs (spec §2) with 关闭其他 / 关闭右侧 / 全部关闭. */
export function TabBar() {
  const { tabs, close, closeOthers, closeRight, closeAll } = useTabs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const activeIsTab = tabs.some((t) => t.pathname === pathname);

  const onClose = (target: string) => {
    const next = close(target, pathname);
    if (next) navigate(next);
  };
  const afterBulkClose = () => {
    const remaining = useTabs.getState().tabs;
    if (!remaining.some((t) => t.pathname === pathname)) navigate(remaining.at(-1)?.pathname ?? PINNED_PATH);
  };

  return (
    <div className="td-tabbar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeIsTab ? pathname : ''}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
        items={tabs.map((tab) => ({ key: tab.pathname, label: tab.title, closable: !tab.notDelTag }))}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'close', label: '关闭当前', icon: <CloseOutlined />, disabled: !activeIsTab || tabs.find((t) => t.pathname === pathname)?.notDelTag === true },
            { key: 'others', label: '关闭其他' },
            { key: 'right', label: '关闭右侧' },
            { key: 'all', label: '全部关闭' },
          ],
          onClick: ({ key }) => {
            if (key === 'close') return onClose(pathname);
            if (key === 'others') closeOthers(pathname);
            if (key === 'right') closeRight(pathname);
            if (key === 'all') closeAll();
            afterBulkClose();
          },
        }}
      >
        <Button size="small" type="text" icon={<DownOutlined />} aria-label="标签操作" data-testid="tab-actions" />
      </Dropdown>
    </div>
  );
}
