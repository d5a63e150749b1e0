import { Perm, type PermCode } from './permissions.js';

/**
 * The menu catalogue: every menu group, screen and button the product has.
 * An item's key is its path (menus) or its permission code (buttons); two
 * screens may share a code (spec §2: 专家申请列表 and 专家库). The server seeds the `sys_menu`
 * table from it (inserting what is missing, never overwriting an
 * administrator's edits) and the web route table takes names and codes from
 * it, so the two cannot drift.
 */
export type MenuSeed = {
  perms: PermCode;
  name: string;
  /** 1 目录, 2 菜单, 3 按钮 (see MenuType). */
  type: 1 | 2 | 3;
  path?: string;
  icon?: string;
  hidden?: boolean;
  children?: readonly MenuSeed[];
};

const button = (perms: PermCode, name: string): MenuSeed => ({ perms, name, type: 3 });

export const menuCatalogue: readonly MenuSeed[] = [
  {
    perms: Perm.PROCESS_MANAGE, name: '招标项目流程管理', type: 1, path: '/tender-project', icon: 'ProjectOutlined',
    children: [
      { perms: Perm.DEAL_MATTER, name: '待办事项', type: 2, path: '/tender-project/todo', icon: 'ScheduleOutlined' },
      { perms: Perm.BID_CALENDAR, name: '开标日历', type: 2, path: '/tender-project/calendar', icon: 'CalendarOutlined' },
      { perms: Perm.PROJECT_MANAGE, name: '招标项目管理', type: 2, path: '/tender-project/project-manage', icon: 'FolderOpenOutlined' },
      { perms: Perm.PROJECT_TRANSFER, name: '项目转移', type: 2, path: '/tender-project/project-transfer', icon: 'SwapOutlined' },
      { perms: Perm.ARCHIVE_MANAGE, name: '项目管理', type: 2, path: '/tender-project/archive-list', icon: 'ContainerOutlined' },
    ],
  },
  {
    perms: Perm.FINANCE_MANAGE, name: '财务系统', type: 1, path: '/finance', icon: 'AccountBookOutlined',
    children: [
      { perms: Perm.ORDER_MANAGE, name: '订单列表', type: 2, path: '/finance/order-list', icon: 'OrderedListOutlined' },
      { perms: Perm.FEE_MANAGE, name: '费用审核管理', type: 2, path: '/finance/fee-check', icon: 'AuditOutlined' },
      { perms: Perm.MARGIN_BACK, name: '保证金退还审核', type: 2, path: '/finance/margin-check', icon: 'RollbackOutlined' },
      { perms: Perm.LEDGER_MANAGE, name: '台账', type: 2, path: '/finance/ledger-list', icon: 'BookOutlined' },
    ],
  },
  {
    perms: Perm.EXPERT_MENU, name: '专家管理', type: 1, path: '/expertManage', icon: 'TeamOutlined',
    children: [
      { perms: Perm.EXPERT_MANAGE, name: '专家申请列表', type: 2, path: '/expertManage/exportApplyList', icon: 'FormOutlined' },
      { perms: Perm.EXPERT_MANAGE, name: '专家库', type: 2, path: '/expertManage/expert', icon: 'IdcardOutlined' },
      { perms: Perm.EXPERT_CHOOSE, name: '专家抽取', type: 2, path: '/expertManage/expert/expert-choose', icon: 'ThunderboltOutlined' },
      { perms: Perm.CHOOSE_RESULT, name: '抽取结果', type: 2, path: '/expertManage/expert/choose-result', icon: 'FileSearchOutlined' },
      { perms: Perm.EXPERT_BEHAVIOR, name: '专家行为管理', type: 2, path: '/expertManage/behavior', icon: 'SafetyCertificateOutlined' },
    ],
  },
  {
    perms: Perm.SYSTEM_MENU, name: '系统管理', type: 1, path: '/system', icon: 'SettingOutlined',
    children: [
      {
        perms: Perm.ORG_MANAGE, name: '权限管理', type: 2, path: '/system/auth/user', icon: 'UserOutlined',
        children: [
          button(Perm.USER_SAVE, '新增用户'),
          button(Perm.USER_UPDATE, '编辑用户'),
          button(Perm.USER_UPDATE_STATE, '启用/停用用户'),
          button(Perm.USER_RESET_PASSWORD, '重置密码'),
          button(Perm.USER_DELETE, '删除用户'),
        ],
      },
      {
        perms: Perm.ROLE_MANAGE, name: '角色管理', type: 2, path: '/system/role', icon: 'SolutionOutlined',
        children: [
          button(Perm.ROLE_SAVE, '新增角色'),
          button(Perm.ROLE_UPDATE, '编辑角色'),
          button(Perm.ROLE_UPDATE_STATE, '启用/停用角色'),
          button(Perm.ROLE_DELETE, '删除角色'),
        ],
      },
      {
        perms: Perm.MENU_CONFIG, name: '菜单管理', type: 2, path: '/system/menu', icon: 'MenuOutlined',
        children: [button(Perm.MENU_SAVE, '新增菜单'), button(Perm.MENU_UPDATE, '编辑菜单'), button(Perm.MENU_DELETE, '删除菜单')],
      },
      {
        perms: Perm.DEPT_MANAGE, name: '部门管理', type: 2, path: '/system/dept', icon: 'ApartmentOutlined',
        children: [button(Perm.DEPT_SAVE, '新增部门'), button(Perm.DEPT_UPDATE, '编辑部门'), button(Perm.DEPT_DELETE, '删除部门')],
      },
      {
        perms: Perm.CONF_APPROVE, name: '审批配置', type: 2, path: '/system/approval-config', icon: 'NodeIndexOutlined',
        children: [button(Perm.APPROVAL_SAVE, '保存审批流程'), button(Perm.APPROVAL_DELETE, '删除审批流程')],
      },
      { perms: Perm.LOG_OPERATION, name: '操作日志', type: 2, path: '/system/operation-log', icon: 'HistoryOutlined' },
      { perms: Perm.LOG_LOGIN, name: '登录日志', type: 2, path: '/system/login-log', icon: 'LoginOutlined' },
    ],
  },
  button(Perm.FILE_UPLOAD, '上传附件'),
];

/** Depth-first walk of the catalogue with each item's parent code. */
export function flattenMenuCatalogue(
  items: readonly MenuSeed[] = menuCatalogue,
  parent: string | null = null,
): Array<MenuSeed & { key: string; parentKey: string | null; order: number }> {
  return items.flatMap((item, index) => {
    const key = menuKey(item);
    return [{ ...item, key, parentKey: parent, order: index + 1 }, ...flattenMenuCatalogue(item.children ?? [], key)];
  });
}

export function menuKey(item: Pick<MenuSeed, 'path' | 'perms'>): string {
  return item.path ?? item.perms;
}
