import { MENU_PATH_PATTERN, MenuType, PERMS_PATTERN, YesNo } from '@tenderdesk/shared';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Switch, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import { menuApi, type MenuFormValues, type MenuNode } from './api';
import { subtreeIds } from '../../../components/tree/tree';

/** What the modal edits: a new menu under `parentId`, or an existing one. */
export type MenuFormTarget = { mode: 'create'; parentId: number } | { mode: 'edit'; menu: MenuNode };

type TreeOption = { value: number; title: string; disabled?: boolean; children?: TreeOption[] };

/** Parents are directories and menus; a menu cannot move under itself or its descendants. */
function parentOptions(tree: readonly MenuNode[], excluded: Set<number>): TreeOption[] {
  const walk = (nodes: readonly MenuNode[]): TreeOption[] =>
    nodes
      .filter((node) => node.type !== MenuType.BUTTON)
      .map((node) => {
        const children = walk(node.children);
        return { value: node.id, title: node.name, disabled: excluded.has(node.id), ...(children.length ? { children } : {}) };
      });
  return [{ value: 0, title: '顶级', children: walk(tree) }];
}

function initialValues(target: MenuFormTarget): Partial<MenuFormValues> {
  if (target.mode === 'create') return { parentId: target.parentId, type: target.parentId === 0 ? MenuType.DIRECTORY : MenuType.MENU, orderNum: 0, hidden: YesNo.NO };
  const { parentId, name, type, path, perms, icon, orderNum, hidden } = target.menu;
  return { parentId, name, type: type as MenuFormValues['type'], path, perms, icon, orderNum, hidden };
}

export function MenuFormModal({ target, tree, onClose, onSaved }: { target: MenuFormTarget; tree: readonly MenuNode[]; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? initialValues(target).type;
  const icon = Form.useWatch('icon', form);
  const editing = target.mode === 'edit' ? target.menu : undefined;
  const builtin = editing?.builtin === YesNo.YES;
  const options = useMemo(() => parentOptions(tree, subtreeIds(tree, editing?.id)), [tree, editing?.id]);
  const isButton = type === MenuType.BUTTON;

  const submit = async () => {
    const values = await form.validateFields();
    const body: MenuFormValues = { ...values, path: isButton ? undefined : values.path?.trim(), icon: values.icon?.trim() || undefined };
    setSaving(true);
    try {
      const result = editing ? await menuApi.update(editing.id, body) : await menuApi.save(body);
      void message.success(result.msg || '保存成功');
      onSaved();
    } catch {
      // the request client has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={editing ? `编辑菜单「${editing.name}」` : '新增菜单'} width={600} okText="保存" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      {builtin && <Alert type="info" showIcon style={{ marginBottom: 16 }} title="内置菜单只能修改名称、图标、排序和是否隐藏；上级、类型、路由地址和权限标识由系统维护。" />}
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} initialValues={initialValues(target)} preserve={false}>
        <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: '请选择上级菜单' }]}>
          <TreeSelect treeData={options} treeDefaultExpandedKeys={[0]} disabled={builtin} showSearch treeNodeFilterProp="title" placeholder="请选择上级菜单" />
        </Form.Item>
        <Form.Item name="type" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
          <Radio.Group disabled={builtin} options={MenuType.items.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写菜单名称' }, { max: 30, message: '菜单名称不能超过30个字符' }]}>
          <Input placeholder="例如：用户管理" allowClear />
        </Form.Item>
        {!isButton && (
          <Form.Item
            name="path"
            label="路由地址"
            rules={[
              { required: true, whitespace: true, message: '请填写路由地址' },
              { pattern: MENU_PATH_PATTERN, message: '路由地址应以 / 开头，只含字母、数字、-、_ 和 :' },
            ]}
          >
            <Input placeholder="例如：/system/menu" disabled={builtin} allowClear />
          </Form.Item>
        )}
        <Form.Item
          name="perms"
          label="权限标识"
          extra={builtin ? undefined : '格式 sys:模块:操作，例如 sys:user:save'}
          rules={[
            { required: true, whitespace: true, message: '请填写权限标识' },
            { pattern: PERMS_PATTERN, message: '权限标识格式应为 sys:模块:操作，例如 sys:user:save' },
          ]}
        >
          <Input placeholder="sys:模块:操作" disabled={builtin} allowClear />
        </Form.Item>
        {!isButton && (
          <Form.Item name="icon" label="图标" extra="@ant-design/icons 图标名，例如 SettingOutlined">
            <Input placeholder="图标名" allowClear suffix={<MenuIcon name={icon} />} />
          </Form.Item>
        )}
        <Form.Item name="orderNum" label="排序" rules={[{ required: true, message: '请填写排序' }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="hidden"
          label="隐藏"
          getValueProps={(value: number) => ({ checked: value === YesNo.YES })}
          getValueFromEvent={(checked: boolean) => (checked ? YesNo.YES : YesNo.NO)}
        >
          <Switch checkedChildren="隐藏" unCheckedChildren="显示" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
