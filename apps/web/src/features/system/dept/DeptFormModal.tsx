import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { UserSelect } from '../../../components/pickers';
import { subtreeIds } from '../../../components/tree/tree';
import { deptApi, type DeptFormValues, type DeptNode } from './api';

/** A new department under `parentId`, or an existing one. */
export type DeptFormTarget = { mode: 'create'; parentId: number } | { mode: 'edit'; dept: DeptNode };

type TreeOption = { value: number; title: string; disabled?: boolean; children?: TreeOption[] };

function parentOptions(tree: readonly DeptNode[], excluded: Set<number>): TreeOption[] {
  const walk = (nodes: readonly DeptNode[]): TreeOption[] =>
    nodes.map((node) => {
      const children = walk(node.children);
      return { value: node.id, title: node.name, disabled: excluded.has(node.id), ...(children.length ? { children } : {}) };
    });
  return [{ value: 0, title: '顶级', children: walk(tree) }];
}

function initialValues(target: DeptFormTarget): Partial<DeptFormValues> {
  if (target.mode === 'create') return { parentId: target.parentId, orderNum: 0 };
  const { parentId, name, orderNum, leaderUserId, phone, remark } = target.dept;
  return { parentId, name, orderNum, leaderUserId: leaderUserId ?? undefined, phone, remark };
}

export function DeptFormModal({ target, tree, onClose, onSaved }: { target: DeptFormTarget; tree: readonly DeptNode[]; onClose(): void; onSaved(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DeptFormValues>();
  const [saving, setSaving] = useState(false);
  const editing = target.mode === 'edit' ? target.dept : undefined;
  const options = useMemo(() => parentOptions(tree, subtreeIds(tree, editing?.id)), [tree, editing?.id]);

  const submit = async () => {
    const values = await form.validateFields();
    const body: DeptFormValues = { ...values, phone: values.phone?.trim() || undefined, remark: values.remark?.trim() || undefined };
    setSaving(true);
    try {
      const result = editing ? await deptApi.update(editing.id, body) : await deptApi.save(body);
      void message.success(result.msg || '保存成功');
      onSaved();
    } catch {
      // the request client has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={editing ? `编辑部门「${editing.name}」` : '新增部门'} width={560} okText="保存" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} initialValues={initialValues(target)} preserve={false}>
        <Form.Item name="parentId" label="上级部门" rules={[{ required: true, message: '请选择上级部门' }]}>
          <TreeSelect treeData={options} treeDefaultExpandAll showSearch treeNodeFilterProp="title" placeholder="请选择上级部门" />
        </Form.Item>
        <Form.Item name="name" label="部门名称" rules={[{ required: true, whitespace: true, message: '请填写部门名称' }, { max: 50, message: '部门名称不能超过50个字符' }]}>
          <Input placeholder="例如：招标一部" allowClear />
        </Form.Item>
        <Form.Item name="orderNum" label="排序" rules={[{ required: true, message: '请填写排序' }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="leaderUserId" label="负责人">
          <UserSelect placeholder="输入姓名或手机号搜索负责人" knownNames={editing?.leaderUserId ? { [editing.leaderUserId]: editing.leaderName } : undefined} />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={[{ max: 30, message: '联系电话不能超过30个字符' }]}>
          <Input placeholder="部门联系电话" allowClear />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
          <Input.TextArea rows={3} showCount maxLength={200} placeholder="备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
