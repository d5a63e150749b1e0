import { checkPasswordPolicy, type UserRow } from '@tenderdesk/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../request/feedback';
import { resetPassword } from './api';

type Values = { password: string; confirm: string };

/** 指定密码: the new password is checked against the policy, then sent encrypted. */
export function SetPasswordModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      const res = await resetPassword(user.id, password);
      feedback.success(res.msg || '密码已重置');
      onClose();
    } catch {
      // The request client has shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`指定密码 - ${user.realName}`} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={saving} okText="确定" maskClosable={false}>
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          name="password"
          label="新密码"
          extra="8～64个字符，不能包含空格或手机号，不能过于简单"
          rules={[
            { required: true, message: '请输入新密码' },
            { validator: async (_, value: string) => { const reason = value ? checkPasswordPolicy(value, user.mobile) : null; if (reason) throw new Error(reason); } },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({ validator: async (_, value: string) => { if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致'); } }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
