import { LockOutlined, LogoutOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { ChangePasswordModal } from '../auth/ChangePasswordModal';
import { signOut } from '../auth/sign-out';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';

/** Header right side: theme switch, avatar and name with 修改密码 / 退出登录. */
export function UserMenu() {
  const session = useSession((s) => s.session);
  const { theme, setTheme } = useUi();
  const [changing, setChanging] = useState(false);
  if (!session) return null;
  const dark = theme === 'dark';
  return (
    <Space size="middle">
      <Tooltip title={dark ? '切换到浅色主题' : '切换到深色主题'}>
        <Button
          type="text"
          icon={dark ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => setTheme(dark ? 'light' : 'dark')}
          aria-label="切换主题"
          data-testid="theme-toggle"
        />
      </Tooltip>
      <Dropdown
        menu={{
          items: [
            { key: 'password', icon: <LockOutlined />, label: '修改密码' },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
          ],
          onClick: ({ key }) => (key === 'password' ? setChanging(true) : void signOut()),
        }}
      >
        <Space className="td-user" data-testid="user-menu">
          <Avatar size="small" src={session.avatar || undefined} icon={<UserOutlined />} />
          <span>{session.realName || session.mobile}</span>
        </Space>
      </Dropdown>
      <ChangePasswordModal open={changing} mandatory={false} onClose={() => setChanging(false)} />
    </Space>
  );
}
