import { DataScope, type DataScopeValue, type RoleRow } from '@tenderdesk/shared';
import { Alert, Form, Input, Modal, Radio, Skeleton, Tree } from 'antd';
import type { Key } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { feedback } from '../../../request/feedback';
import { roleInfo, saveRole, updateRole, useMenuTree } from './api';
import { grantedIds, toggleGrant, toTreeData } from './menu-tree';

type Values = { name: string; remark?: string; dataScope: DataScopeValue };

/** 新增 / 编辑角色 with the tree of menus and buttons it grants. */
export function RoleFormModal({ role, onClose, onSaved }: { role: RoleRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const menus = useMenuTree();
  const treeData = useMemo(() => toTreeData(menus.data ?? []), [menus.data]);
  const [checked, setChecked] = useState<Key[]>([]);
  const [loadingInfo, setLoadingInfo] = useState(Boolean(role));
  const [saving, setSaving] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Editing: read the role's menus once both it and the tree are here.
  useEffect(() => {
    if (!role || !menus.data) return;
    let live = true;
    roleInfo(role.id)
      .then((info) => {
        if (!live) return;
        form.setFieldsValue({ name: info.name, remark: info.remark, dataScope: DataScope.parse(info.dataScope) });
        // Exactly what the role holds: a page without its buttons stays just that.
        setChecked(info.menuIds);
      })
      .catch(() => closeRef.current())
      .finally(() => live && setLoadingInfo(false));
    return () => {
      live = false;
    };
  }, [role, menus.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    // Checked plus half-checked: parents of ticked items are granted too, or their screens would not open.
    const menuIds = grantedIds(checked.map(Number), menus.data ?? []);
    if (menuIds.length === 0) {
      feedback.error('请至少勾选一项菜单权限');
      return;
    }
    const body = { name: values.name.trim(), remark: values.remark?.trim() || undefined, dataScope: values.dataScope, menuIds };
    setSaving(true);
    try {
      const res = role ? await updateRole({ ...body, id: role.id }) : await saveRole(body);
      feedback.success(res.msg || '保存成功');
      onSaved();
    } catch {
      // The request client has shown the error.
    } finally {
      setSaving(false);
    }
  };

  const busy = menus.isLoading || loadingInfo;
  return (
    <Modal open title={role ? '编辑角色' : '新增角色'} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={saving} okButtonProps={{ disabled: busy }} okText="保存" maskClosable={false} width={640}>
      <Form form={form} layout="vertical" initialValues={role ? { name: role.name, remark: role.remark, dataScope: DataScope.parse(role.dataScope) } : { dataScope: DataScope.SELF }} autoComplete="off">
        <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 30, message: '角色名称不能超过30个字符' }]}>
          <Input maxLength={30} placeholder="请输入角色名称" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder="选填" />
        </Form.Item>
        <Form.Item name="dataScope" label="数据范围" rules={[{ required: true, message: '请选择数据范围' }]}>
          <Radio.Group options={DataScope.items.map((i) => ({ value: i.value, label: i.label }))} />
        </Form.Item>
        <Form.Item label="菜单权限" required>
          {busy ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : treeData.length === 0 ? (
            <Alert type="warning" showIcon title="暂无可分配的菜单" />
          ) : (
            <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5,5,5,0.1)', borderRadius: 6, padding: 8 }}>
              <Tree
                checkable
                selectable={false}
                defaultExpandAll
                treeData={treeData}
                checkStrictly
                checkedKeys={checked}
                onCheck={(_, info) => setChecked(toggleGrant(checked as number[], Number(info.node.key), info.checked, menus.data ?? []))}
              />
            </div>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
