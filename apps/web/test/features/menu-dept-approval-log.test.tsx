import {
  ApprovalRule,
  ApproverType,
  MenuType,
  Perm,
  type ApprovalFlow,
  type DeptNode,
  type LoginLogRow,
  type MenuNode,
  type OperationLogRow,
} from '@tenderdesk/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ApprovalConfigPage from '../../src/features/system/approval/ApprovalConfigPage';
import DeptListPage from '../../src/features/system/dept/DeptListPage';
import LoginLogPage from '../../src/features/system/log/LoginLogPage';
import OperationLogPage from '../../src/features/system/log/OperationLogPage';
import MenuListPage from '../../src/features/system/menu/MenuListPage';
import { api, ok, renderPage, signIn, useFakeApi } from '../support/pages';

// antd in jsdom is slow, more so on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

useFakeApi(() => ({
  '/gc-manage/sys/role/manageList': () => ok([{ id: 3, name: '财务', remark: '', dataScope: 1 }, { id: 4, name: '部门负责人', remark: '', dataScope: 2 }]),
  '/gc-manage/sys/user/orgUserlist': () => ok([{ id: 5, realName: '王五', mobile: '13800000005', deptId: 1, deptName: '总部' }, { id: 6, realName: '赵六', mobile: '13800000006', deptId: 1, deptName: '总部' }]),
}));
const callsTo = (url: string) => api.callsTo(url);

/** Opens an antd Select and picks an option by its text. */
async function pick(field: HTMLElement, optionText: string) {
  fireEvent.mouseDown(within(field).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === optionText);
    if (!found) throw new Error(`option ${optionText} not shown`);
    return found;
  });
  fireEvent.click(option);
}

const formItem = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const rowOf = (text: string) => screen.getByText(text).closest<HTMLElement>('tr')!;
/** antd puts a space between two CJK characters of a button ("删 除"); match buttons by their text without spaces. */
const buttonsNamed = (name: string, scope: HTMLElement = document.body) =>
  within(scope).queryAllByRole('button').filter((b) => b.textContent?.replace(/\s/g, '') === name);

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

const menu = (over: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>): MenuNode => ({
  parentId: 0,
  code: '',
  type: MenuType.MENU,
  path: '',
  perms: '',
  icon: '',
  orderNum: 0,
  hidden: 0,
  builtin: 0,
  children: [],
  ...over,
});

const MENU_TREE: MenuNode[] = [
  menu({
    id: 1,
    name: '系统管理',
    type: MenuType.DIRECTORY,
    path: '/system',
    perms: 'sys:menu:manage',
    icon: 'SettingOutlined',
    builtin: 1,
    children: [
      menu({
        id: 2,
        parentId: 1,
        name: '菜单维护',
        path: '/system/menu',
        perms: 'sys:menu:config',
        builtin: 1,
        children: [menu({ id: 3, parentId: 2, name: '导出菜单', type: MenuType.BUTTON, perms: 'sys:menu:export' })],
      }),
    ],
  }),
];

const dept = (over: Partial<DeptNode> & Pick<DeptNode, 'id' | 'name'>): DeptNode => ({
  parentId: 0,
  orderNum: 0,
  leaderUserId: null,
  leaderName: '',
  phone: '',
  remark: '',
  userCount: 0,
  children: [],
  ...over,
});

const DEPT_TREE: DeptNode[] = [
  dept({ id: 1, name: '总部', leaderUserId: 5, leaderName: '王五', phone: '010-12345678', userCount: 3, children: [dept({ id: 2, parentId: 1, name: '招标一部', remark: '负责政府采购' })] }),
];

const FLOWS: ApprovalFlow[] = [
  {
    businessType: 'project_registration',
    businessTypeName: '项目登记',
    enabled: 1,
    remark: '',
    configured: true,
    updatedAt: Date.UTC(2024, 4, 1, 2, 3, 4),
    updatedBy: '管理员',
    steps: [
      { seq: 1, name: '部门负责人', approverType: ApproverType.ROLE, roleId: 4, roleName: '部门负责人', userIds: [], userNames: [], rule: ApprovalRule.ANY },
      { seq: 2, name: '财务', approverType: ApproverType.USER, roleId: null, roleName: '', userIds: [5, 6], userNames: ['王五', '赵六'], rule: ApprovalRule.ALL },
    ],
  },
  { businessType: 'notice', businessTypeName: '招标公告', enabled: 0, remark: '', configured: false, updatedAt: null, updatedBy: '', steps: [] },
];

// ---------------------------------------------------------------------------

describe('菜单管理', () => {
  beforeEach(() => {
    api.routes['/gc-manage/sys/menu/list'] = () => ok(MENU_TREE);
  });

  it('renders the nested tree expanded, with icons, type tags and permission codes', async () => {
    signIn([Perm.MENU_CONFIG, Perm.MENU_SAVE, Perm.MENU_UPDATE]);
    renderPage(<MenuListPage />);

    // the button two levels down is visible without clicking: every row is expanded
    const button = await screen.findByText('导出菜单');
    expect(screen.getByText('系统管理')).toBeTruthy();
    expect(screen.getByText('菜单维护')).toBeTruthy();
    expect(rowOf('导出菜单').className).toContain('ant-table-row-level-2');
    expect(rowOf('菜单维护').className).toContain('ant-table-row-level-1');
    expect(within(rowOf('导出菜单')).getByText('按钮')).toBeTruthy();
    expect(within(rowOf('导出菜单')).getByText('sys:menu:export').closest('code')).toBeTruthy();
    expect(within(rowOf('系统管理')).getByText('内置')).toBeTruthy();
    expect(button).toBeTruthy();

    // no delete without MENU_DELETE; add/edit present; buttons get no 新增下级
    expect(buttonsNamed('删除')).toHaveLength(0);
    expect(buttonsNamed('新增顶级')).toHaveLength(1);
    expect(buttonsNamed('编辑')).toHaveLength(3);
    expect(buttonsNamed('新增下级', rowOf('导出菜单'))).toHaveLength(0);
    expect(buttonsNamed('新增下级', rowOf('菜单维护'))).toHaveLength(1);
  });

  it('shows no write buttons at all to a read-only user, and deletes a custom menu with MENU_DELETE', async () => {
    signIn([Perm.MENU_CONFIG]);
    const view = renderPage(<MenuListPage />);
    await screen.findByText('导出菜单');
    expect(buttonsNamed('新增顶级')).toHaveLength(0);
    expect(buttonsNamed('编辑')).toHaveLength(0);
    expect(screen.queryByText('操作')).toBeNull();
    view.unmount();

    signIn([Perm.MENU_CONFIG, Perm.MENU_DELETE]);
    api.routes['/gc-manage/sys/menu/delete/3'] = () => ok(null, '删除成功');
    renderPage(<MenuListPage />);
    await screen.findByText('导出菜单');
    // built-in menus cannot be deleted: their button is disabled
    expect((buttonsNamed('删除', rowOf('系统管理'))[0] as HTMLButtonElement).disabled).toBe(true);
    const listCalls = callsTo('/gc-manage/sys/menu/list').length;
    fireEvent.click(buttonsNamed('删除', rowOf('导出菜单'))[0]!);
    const confirm = await screen.findByText('确定删除菜单「导出菜单」吗？');
    fireEvent.click(buttonsNamed('删除', confirm.closest<HTMLElement>('.ant-popover')!)[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/menu/delete/3')).toHaveLength(1));
    expect(callsTo('/gc-manage/sys/menu/delete/3')[0]!.method).toBe('DELETE');
    await waitFor(() => expect(callsTo('/gc-manage/sys/menu/list').length).toBeGreaterThan(listCalls));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('locks type, parent, path and permission code of a built-in menu and saves the rest', async () => {
    signIn([Perm.MENU_CONFIG, Perm.MENU_UPDATE]);
    api.routes['/gc-manage/sys/menu/update'] = () => ok(null, '保存成功');
    renderPage(<MenuListPage />);
    await screen.findByText('导出菜单');
    fireEvent.click(buttonsNamed('编辑', rowOf('菜单维护'))[0]!);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/内置菜单只能修改名称、图标、排序和是否隐藏/)).toBeTruthy();
    expect((within(formItem('路由地址', dialog)).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(formItem('权限标识', dialog)).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(formItem('类型', dialog)).getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    const name = within(formItem('名称', dialog)).getByRole('textbox') as HTMLInputElement;
    expect(name.disabled).toBe(false);

    fireEvent.change(name, { target: { value: '菜单配置' } });
    fireEvent.click(buttonsNamed('保存', dialog)[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/menu/update')).toHaveLength(1));
    expect(callsTo('/gc-manage/sys/menu/update')[0]!.body).toMatchObject({
      id: 2,
      parentId: 1,
      name: '菜单配置',
      type: MenuType.MENU,
      path: '/system/menu',
      perms: 'sys:menu:config',
    });
  });
});

describe('部门管理', () => {
  it('renders the department tree and adds a sub-department under the chosen row', async () => {
    signIn([Perm.DEPT_MANAGE, Perm.DEPT_SAVE]);
    api.routes['/gc-manage/sys/dept/tree'] = () => ok(DEPT_TREE);
    api.routes['/gc-manage/sys/dept/save'] = () => ok({ id: 9 }, '保存成功');
    renderPage(<DeptListPage />);

    expect(await screen.findByText('招标一部')).toBeTruthy();
    expect(rowOf('招标一部').className).toContain('ant-table-row-level-1');
    expect(within(rowOf('总部')).getByText('王五')).toBeTruthy();
    expect(within(rowOf('总部')).getByText('010-12345678')).toBeTruthy();
    expect(within(rowOf('招标一部')).getByText('负责政府采购')).toBeTruthy();
    expect(buttonsNamed('删除')).toHaveLength(0);
    expect(buttonsNamed('编辑')).toHaveLength(0);

    fireEvent.click(buttonsNamed('新增下级', rowOf('招标一部'))[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(formItem('部门名称', dialog)).getByRole('textbox'), { target: { value: '采购二组' } });
    fireEvent.change(within(formItem('联系电话', dialog)).getByRole('textbox'), { target: { value: '010-88886666' } });
    fireEvent.click(buttonsNamed('保存', dialog)[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/dept/save')).toHaveLength(1));
    expect(callsTo('/gc-manage/sys/dept/save')[0]!.body).toEqual({ parentId: 2, name: '采购二组', orderNum: 0, phone: '010-88886666' });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});

describe('审批配置', () => {
  beforeEach(() => {
    api.routes['/gc-manage/sys/approval/list'] = () => ok(FLOWS);
  });

  it('lists every business type with its state and a step summary; delete only with APPROVAL_DELETE', async () => {
    signIn([Perm.CONF_APPROVE, Perm.APPROVAL_SAVE]);
    renderPage(<ApprovalConfigPage />);
    const row = rowOf(await screen.findByText('项目登记').then((el) => el.textContent!));
    expect(within(row).getByText('已配置')).toBeTruthy();
    expect(within(row).getByText('启用')).toBeTruthy();
    expect(row.textContent).toContain('部门负责人(任一人) → 财务(全部)');
    expect(within(rowOf('招标公告')).getByText('未配置')).toBeTruthy();
    // the list keeps the server's catalogue order
    const names = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names).toEqual(['项目登记', '招标公告']);
    expect(buttonsNamed('删除配置')).toHaveLength(0);
    expect(buttonsNamed('配置')).toHaveLength(2);
  });

  it('submits the steps in the order shown, each with only its chosen kind of approver', async () => {
    signIn([Perm.CONF_APPROVE, Perm.APPROVAL_SAVE, Perm.APPROVAL_DELETE]);
    api.routes['/gc-manage/sys/approval/save'] = () => ok(FLOWS[0], '审批流程已保存');
    renderPage(<ApprovalConfigPage />);
    await screen.findByText('项目登记');
    expect(buttonsNamed('删除配置')).toHaveLength(1); // only the configured flow
    fireEvent.click(buttonsNamed('配置', rowOf('项目登记'))[0]!);

    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getAllByTestId('approval-step')).toHaveLength(2));
    // move 财务 (users) above 部门负责人 (role)
    const second = within(drawer).getAllByTestId('approval-step')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: '上移' }));
    await waitFor(() => expect((within(within(drawer).getAllByTestId('approval-step')[0]!).getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('财务'));

    // add a third step approved by a role, any one of them
    fireEvent.click(buttonsNamed('添加步骤', drawer)[0]!);
    await waitFor(() => expect(within(drawer).getAllByTestId('approval-step')).toHaveLength(3));
    const third = within(drawer).getAllByTestId('approval-step')[2]!;
    fireEvent.change(within(formItem('步骤名称', third)).getByRole('textbox'), { target: { value: '总经理' } });
    await pick(formItem('审批角色', third), '财务');

    // switch the role step (now second) to named users: its role is not sent
    const roleStep = within(drawer).getAllByTestId('approval-step')[1]!;
    fireEvent.click(within(roleStep).getByLabelText('指定用户'));
    await pick(formItem('审批人', roleStep), '赵六（总部）');

    fireEvent.click(buttonsNamed('保存', drawer)[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/approval/save')).toHaveLength(1));
    expect(callsTo('/gc-manage/sys/approval/save')[0]!.body).toEqual({
      businessType: 'project_registration',
      enabled: 1,
      steps: [
        { name: '财务', approverType: ApproverType.USER, userIds: [5, 6], rule: ApprovalRule.ALL },
        { name: '部门负责人', approverType: ApproverType.USER, userIds: [6], rule: ApprovalRule.ANY },
        { name: '总经理', approverType: ApproverType.ROLE, roleId: 3, userIds: [], rule: ApprovalRule.ANY },
      ],
    });
    expect(await screen.findByText('审批流程已保存')).toBeTruthy();
  });
});

describe('日志', () => {
  const LOGIN_ROWS: LoginLogRow[] = [
    { id: 1, mobile: '13800000001', userId: 1, method: 'password', success: 1, reason: '', ip: '10.0.0.1', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', at: Date.now() },
    { id: 2, mobile: '13800000002', userId: null, method: 'code', success: 0, reason: '验证码错误', ip: '10.0.0.2', userAgent: '', at: Date.now() },
  ];

  it('login log: 成功/失败 tags, shortened browser, and the filter fields sent from page 1', async () => {
    signIn([Perm.LOG_LOGIN]);
    api.routes['/gc-manage/sys/log/loginList'] = (body) => ok({ list: LOGIN_ROWS, total: 45, page: Number(body.page), limit: Number(body.limit) });
    renderPage(<LoginLogPage />);

    expect((await screen.findByText('成功')).closest('.ant-tag')).toBeTruthy();
    expect(within(rowOf('13800000002')).getByText('失败').closest('.ant-tag')?.className).toContain('error');
    expect(within(rowOf('13800000002')).getByText('验证码错误')).toBeTruthy();
    expect(within(rowOf('13800000002')).getByText('验证码登录')).toBeTruthy();
    expect(within(rowOf('13800000001')).getByText('Chrome 126 / Windows')).toBeTruthy();
    expect(callsTo('/gc-manage/sys/log/loginList')[0]!.body).toEqual({ page: '1', limit: '20' });

    // go to page 2, then filter: back to page 1 with the filters
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo('/gc-manage/sys/log/loginList').at(-1)!.body.page).toBe('2'));
    fireEvent.change(within(formItem('手机号')).getByRole('textbox'), { target: { value: ' 138 ' } });
    await pick(formItem('结果'), '失败');
    await pick(formItem('方式'), '验证码登录');
    fireEvent.click(buttonsNamed('查询')[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/log/loginList').at(-1)!.body).toEqual({ page: '1', limit: '20', mobile: '138', success: '0', method: 'code' }));
  });

  it('operation log: shows the target as type#id and the record before and after side by side', async () => {
    signIn([Perm.LOG_OPERATION]);
    const row: OperationLogRow = {
      id: 11,
      userId: 1,
      userName: '管理员',
      module: '菜单管理',
      action: '编辑菜单',
      targetType: 'menu',
      targetId: '2',
      before: { name: '菜单管理' },
      after: { name: '菜单配置' },
      ip: '127.0.0.1',
      requestId: 'r1',
      at: Date.now(),
    };
    api.routes['/gc-manage/sys/log/operationList'] = () => ok({ list: [row], total: 1, page: 1, limit: 20 });
    renderPage(<OperationLogPage />);

    const tr = rowOf(await screen.findByText('编辑菜单').then((el) => el.textContent!));
    expect(within(tr).getByText('menu#2')).toBeTruthy();
    fireEvent.click(within(tr).getByRole('button', { name: /展开/ }));
    const before = await screen.findByTestId('json-修改前');
    expect(JSON.parse(before.textContent!)).toEqual({ name: '菜单管理' });
    expect(JSON.parse(screen.getByTestId('json-修改后').textContent!)).toEqual({ name: '菜单配置' });

    fireEvent.change(within(formItem('操作人')).getByRole('textbox'), { target: { value: '管理员' } });
    fireEvent.click(buttonsNamed('查询')[0]!);
    await waitFor(() => expect(callsTo('/gc-manage/sys/log/operationList').at(-1)!.body).toEqual({ page: '1', limit: '20', userName: '管理员' }));
  });
});
