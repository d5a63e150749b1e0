import type { OneTimePassword, UserRow } from '@tenderdesk/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DeptTreeSelect } from '../../../components/pickers/DeptTreeSelect';
import { RoleSelect } from '../../../components/pickers/RoleSelect';
import { feedback } from '../../../request/feedback';
import { saveUser, updateUser } from './api';

type Values = { mobile: string; realName: string; userName?: string; deptId: number; roleIds: number[] };

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** 新增 / 编辑用户. A new user's one-time password is handed to onSaved. */
export function UserFormModal({
  user,
  defaultDeptId,
  onClose,
  onSaved,
}: {
  /** null: create; a row: edit. */
  user: UserRow | null;
  defaultDeptId?: number | undefined;
  onClose: () => void;
  onSaved: (created: (OneTimePassword & { realName: string; mobile: string }) | null) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const initialValues: Partial<Values> = user
    ? { mobile: user.mobile, realName: user.realName, userName: user.userName, deptId: user.deptId ?? undefined, roleIds: user.roles.map((r) => r.id) }
    : { deptId: defaultDeptId, roleIds: [] };

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, userName: values.userName?.trim() || undefined, roleIds: values.roleIds ?? [] };
    setSaving(true);
    try {
      if (user) {
        const res = await updateUser({ ...body, id: user.id });
        feedback.success(res.msg || '保存成功');
        onSaved(null);
      } else {
        const res = await saveUser(body);
        feedback.success(res.msg || '用户已创建');
        onSaved({ ...res.data, realName: values.realName, mobile: values.mobile });
      }
    } catch {
      // The request client has shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={user ? '编辑用户' : '新增用户'} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={saving} okText="保存" maskClosable={false} width={560}>
      <Form form={form} layout="vertical" initialValues={initialValues} autoComplete="off" requiredMark>
        <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: MOBILE_PATTERN, message: '手机号格式不正确' }]}>
          <Input maxLength={11} placeholder="11位手机号，用于登录" />
        </Form.Item>
        <Form.Item name="realName" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 30, message: '姓名不能超过30个字符' }]}>
          <Input maxLength={30} placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="userName" label="用户名" rules={[{ max: 30, message: '用户名不能超过30个字符' }]}>
          <Input maxLength={30} placeholder="选填" />
        </Form.Item>
        <Form.Item name="deptId" label="部门" rules={[{ required: true, message: '请选择部门' }]}>
          <DeptTreeSelect />
        </Form.Item>
        <Form.Item name="roleIds" label="角色" rules={[{ required: true, type: 'array', min: 1, message: '请选择至少一个角色' }]}>
          <RoleSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
