import { MenuType, Perm, type MenuNode, type PermCode, type RoleRow, type UserRow } from '@tenderdesk/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RoleListPage from '../../src/features/system/role/RoleListPage';
import UserListPage from '../../src/features/system/user/UserListPage';
import { api, ok, renderPage, signIn, useFakeApi } from '../support/pages';

useFakeApi();
const callsTo = (url: string) => api.callsTo(url).map((c) => ({ ...c, body: c.form }));

// Role queries compute accessible names over antd's large DOM and are very slow in jsdom; plain DOM lookups are not.
const buttonsIn = (root: ParentNode, name: RegExp) => [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => name.test(b.textContent ?? ''));
const button = (name: RegExp, root: ParentNode = document) => {
  const found = buttonsIn(root, name);
  if (found.length !== 1) throw new Error(`expected one button ${name}, found ${found.length}`);
  return found[0]!;
};
const hasButton = (name: RegExp, root: ParentNode = document) => buttonsIn(root, name).length > 0;
const openDialog = () =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('.ant-modal');
    if (!dialog) throw new Error('no dialog');
    return dialog;
  });

/** Opens an antd Select / TreeSelect and picks an option by its text. */
async function pick(field: HTMLElement, optionText: string) {
  fireEvent.mouseDown(field.querySelector<HTMLElement>('[role=combobox]')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-select-tree-node-content-wrapper')].find(
      (el) => el.textContent === optionText,
    );
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found;
  });
  fireEvent.click(option);
}

const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

const USER: UserRow = {
  id: 7,
  mobile: '13812345678',
  userName: 'zhangsan',
  realName: '张三',
  avatar: '',
  deptId: 2,
  deptName: '招标一部',
  state: 1,
  isSetPassword: 1,
  roles: [{ id: 3, name: '项目经理' }],
  lastLoginAt: null,
  lastLoginIp: '',
  createdAt: Date.UTC(2024, 0, 2, 3, 4),
};

function userServer() {
  api.routes = {
    '/gc-manage/sys/user/list': () => ok({ list: [USER], total: 1, page: 1, limit: 20 }),
    '/gc-manage/sys/dept/tree': () =>
      ok([{ id: 1, parentId: 0, name: '总部', orderNum: 0, leaderUserId: null, leaderName: '', phone: '', remark: '', userCount: 0, children: [{ id: 2, parentId: 1, name: '招标一部', orderNum: 0, leaderUserId: null, leaderName: '', phone: '', remark: '', userCount: 1, children: [] }] }]),
    '/gc-manage/sys/role/manageList': () => ok([{ id: 3, name: '项目经理', remark: '', dataScope: 3 }, { id: 4, name: '财务', remark: '', dataScope: 3 }]),
    '/gc-manage/sys/user/save': () => ok({ id: 8, password: 'Qm7#vK2pLx9w' }, '用户已创建，请将初始密码告知本人'),
  };
}

const ALL_USER_PERMS: PermCode[] = [Perm.ORG_MANAGE, Perm.USER_SAVE, Perm.USER_UPDATE, Perm.USER_UPDATE_STATE, Perm.USER_RESET_PASSWORD, Perm.USER_DELETE];

// ---------------------------------------------------------------------------

describe('权限管理 (users)', { timeout: 30_000 }, () => {
  it('lists users from the API with masked mobiles, roles and the total', async () => {
    userServer();
    signIn(ALL_USER_PERMS);
    renderPage(<UserListPage />);
    const row = (await screen.findByText('张三')).closest('tr')!;
    expect(within(row).getByText('138****5678')).toBeTruthy();
    expect(screen.queryByText('13812345678')).toBeNull();
    expect(within(row).getByText('项目经理')).toBeTruthy();
    expect(within(row).getByText('2024-01-02 ' + new Date(USER.createdAt).toTimeString().slice(0, 5))).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    const first = callsTo('/gc-manage/sys/user/list')[0]!;
    expect(first.method).toBe('POST');
    expect(first.body.get('page')).toBe('1');
    expect(first.body.get('limit')).toBe('20');
  });

  it('filters by department when a department is clicked in the tree', async () => {
    userServer();
    signIn(ALL_USER_PERMS);
    renderPage(<UserListPage />);
    await screen.findByText('张三');
    fireEvent.click(await screen.findByText('总部'));
    await waitFor(() => expect(callsTo('/gc-manage/sys/user/list').some((c) => c.body.get('deptId') === '1')).toBe(true));
  });

  it('hides 新增用户 and row actions without their permissions', async () => {
    userServer();
    signIn([Perm.ORG_MANAGE]);
    renderPage(<UserListPage />);
    await screen.findByText('张三');
    expect(hasButton(/新增用户/)).toBe(false);
    expect(hasButton(/删\s*除/)).toBe(false);
    expect(hasButton(/重置密码/)).toBe(false);
    expect(hasButton(/停\s*用/)).toBe(false);
  });

  it('shows 新增用户 and row actions with their permissions', async () => {
    userServer();
    signIn(ALL_USER_PERMS);
    renderPage(<UserListPage />);
    await screen.findByText('张三');
    expect(hasButton(/新增用户/)).toBe(true);
    expect(hasButton(/删\s*除/)).toBe(true);
    expect(hasButton(/重置密码/)).toBe(true);
    expect(hasButton(/停\s*用/)).toBe(true);
  });

  it('validates and submits a new user form-encoded, then shows the one-time password', async () => {
    userServer();
    signIn(ALL_USER_PERMS);
    renderPage(<UserListPage />);
    await screen.findByText('张三');
    fireEvent.click(button(/新增用户/));
    const dialog = await openDialog();

    fireEvent.change(within(dialog).getByPlaceholderText('11位手机号，用于登录'), { target: { value: '12345' } });
    fireEvent.click(button(/保\s*存/, dialog));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeTruthy();
    expect(within(dialog).getByText('请输入姓名')).toBeTruthy();
    expect(callsTo('/gc-manage/sys/user/save')).toHaveLength(0);

    fireEvent.change(within(dialog).getByPlaceholderText('11位手机号，用于登录'), { target: { value: '13900001111' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入姓名'), { target: { value: '李四' } });
    await pick(formItem(dialog, '部门'), '招标一部');
    await pick(formItem(dialog, '角色'), '项目经理');
    await pick(formItem(dialog, '角色'), '财务');
    fireEvent.click(button(/保\s*存/, dialog));

    await waitFor(() => expect(callsTo('/gc-manage/sys/user/save')).toHaveLength(1));
    const body = callsTo('/gc-manage/sys/user/save')[0]!.body;
    expect(body.get('mobile')).toBe('13900001111');
    expect(body.get('realName')).toBe('李四');
    expect(body.get('deptId')).toBe('2');
    expect(body.getAll('roleIds[]')).toEqual(['3', '4']);
    expect(body.has('userName')).toBe(false);

    const shown = await screen.findByTestId('one-time-password');
    expect(shown.textContent).toContain('Qm7#vK2pLx9w');
    expect(screen.getByText(/仅显示这一次/)).toBeTruthy();
    // The list is fetched again after the save.
    await waitFor(() => expect(callsTo('/gc-manage/sys/user/list').length).toBeGreaterThan(1));
  });
});

// ---------------------------------------------------------------------------

const node = (id: number, parentId: number, name: string, type: number, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId,
  code: '',
  name,
  type,
  path: '',
  perms: `sys:m${id}:view`,
  icon: '',
  orderNum: id,
  hidden: 0,
  builtin: 1,
  children,
});
const MENUS: MenuNode[] = [
  node(1, 0, '系统管理', MenuType.DIRECTORY, [
    node(2, 1, '权限管理', MenuType.MENU, [node(3, 2, '新增用户', MenuType.BUTTON), node(4, 2, '删除用户', MenuType.BUTTON)]),
    node(5, 1, '角色管理', MenuType.MENU),
  ]),
];
const role = (over: Partial<RoleRow>): RoleRow => ({ id: 2, name: '项目经理', remark: '负责项目', dataScope: 3, state: 1, builtin: 0, allPerms: 0, userCount: 4, createdAt: Date.UTC(2024, 0, 1), ...over });
const ROLES = [role({ id: 1, name: '超级管理员', remark: '', dataScope: 1, builtin: 1, allPerms: 1, userCount: 1 }), role({})];
const ALL_ROLE_PERMS: PermCode[] = [Perm.ROLE_MANAGE, Perm.ROLE_SAVE, Perm.ROLE_UPDATE, Perm.ROLE_UPDATE_STATE, Perm.ROLE_DELETE];

function roleServer() {
  api.routes = {
    '/gc-manage/sys/role/list': () => ok({ list: ROLES, total: 2, page: 1, limit: 20 }),
    '/gc-manage/sys/menu/list': () => ok(MENUS),
    '/gc-manage/sys/role/info/2': () => ok({ ...ROLES[1], menuIds: [1, 2, 3] }),
    '/gc-manage/sys/role/save': () => ok({ id: 9 }, '保存成功'),
    '/gc-manage/sys/role/update': () => ok(null, '保存成功'),
  };
}

const checkboxOf = (title: string) => screen.getByText(title, { selector: '.ant-tree-title' }).closest('.ant-tree-treenode')!.querySelector<HTMLElement>('.ant-tree-checkbox')!;

describe('角色管理 (roles)', { timeout: 30_000 }, () => {
  it('lists roles; 超级管理员 shows 全部权限 and no actions', async () => {
    roleServer();
    signIn(ALL_ROLE_PERMS);
    renderPage(<RoleListPage />);
    const admin = (await screen.findByText('超级管理员')).closest('tr')!;
    expect(within(admin).getByText('全部权限')).toBeTruthy();
    expect(admin.querySelectorAll('button')).toHaveLength(0);
    const pm = screen.getByText('项目经理').closest('tr')!;
    expect(within(pm).getByText('仅本人')).toBeTruthy();
    expect(hasButton(/编\s*辑/, pm)).toBe(true);
    expect(hasButton(/停\s*用/, pm)).toBe(true);
    expect(hasButton(/删\s*除/, pm)).toBe(true);
  });

  it('hides 新增角色 and row actions without their permissions', async () => {
    roleServer();
    signIn([Perm.ROLE_MANAGE]);
    renderPage(<RoleListPage />);
    await screen.findByText('项目经理');
    expect(hasButton(/新增角色/)).toBe(false);
    expect(hasButton(/编\s*辑/)).toBe(false);
  });

  it('submits the ticked menus with their parents when creating a role', async () => {
    roleServer();
    signIn(ALL_ROLE_PERMS);
    renderPage(<RoleListPage />);
    await screen.findByText('项目经理');
    fireEvent.click(button(/新增角色/));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入角色名称'), { target: { value: '招标专员' } });
    fireEvent.click(within(dialog).getByLabelText('本部门及下级'));
    fireEvent.click(await waitFor(() => checkboxOf('新增用户（按钮）')));
    fireEvent.click(checkboxOf('角色管理'));
    fireEvent.click(button(/保\s*存/, dialog));

    await waitFor(() => expect(callsTo('/gc-manage/sys/role/save')).toHaveLength(1));
    const body = callsTo('/gc-manage/sys/role/save')[0]!.body;
    expect(body.get('name')).toBe('招标专员');
    expect(body.get('dataScope')).toBe('2');
    expect(body.getAll('menuIds[]').map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 5]);
  });

  it('keeps an edited role’s grants, parents included, when saved untouched', async () => {
    roleServer();
    signIn(ALL_ROLE_PERMS);
    renderPage(<RoleListPage />);
    const pm = (await screen.findByText('项目经理')).closest('tr')!;
    fireEvent.click(button(/编\s*辑/, pm));
    const dialog = await openDialog();
    // Only 新增用户 is granted: 删除用户 must stay unticked although its parent is in menuIds.
    await waitFor(() => expect(checkboxOf('新增用户（按钮）').className).toContain('ant-tree-checkbox-checked'));
    expect(checkboxOf('删除用户（按钮）').className).not.toContain('ant-tree-checkbox-checked');
    await act(async () => {
      fireEvent.click(button(/保\s*存/, dialog));
    });
    await waitFor(() => expect(callsTo('/gc-manage/sys/role/update')).toHaveLength(1));
    const body = callsTo('/gc-manage/sys/role/update')[0]!.body;
    expect(body.get('id')).toBe('2');
    expect(body.getAll('menuIds[]').map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('a page held without its buttons stays so; ticking a page ticks its buttons, unticking clears them', async () => {
    roleServer();
    api.routes['/gc-manage/sys/role/info/2'] = () => ok({ ...ROLES[1], menuIds: [1, 2] });
    signIn(ALL_ROLE_PERMS);
    renderPage(<RoleListPage />);
    const pm = (await screen.findByText('项目经理')).closest('tr')!;
    fireEvent.click(button(/编\s*辑/, pm));
    const dialog = await openDialog();
    await waitFor(() => expect(checkboxOf('权限管理').className).toContain('ant-tree-checkbox-checked'));
    expect(checkboxOf('新增用户（按钮）').className).not.toContain('ant-tree-checkbox-checked');

    fireEvent.click(checkboxOf('权限管理')); // untick: the page goes, its group stays
    fireEvent.click(checkboxOf('权限管理')); // tick again: the page and both its buttons
    expect(checkboxOf('删除用户（按钮）').className).toContain('ant-tree-checkbox-checked');
    fireEvent.click(checkboxOf('删除用户（按钮）'));
    await act(async () => {
      fireEvent.click(button(/保\s*存/, dialog));
    });
    await waitFor(() => expect(callsTo('/gc-manage/sys/role/update')).toHaveLength(1));
    const body = callsTo('/gc-manage/sys/role/update')[0]!.body;
    expect(body.getAll('menuIds[]').map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });
});
