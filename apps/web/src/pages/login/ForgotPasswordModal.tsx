import { checkPasswordPolicy } from '@tenderdesk/shared';
import { Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { authApi } from '../../api/auth';
import { encryptPassword } from '../../auth/encrypt';
import { feedback } from '../../request/feedback';
import { CodeButton } from './CodeButton';
import { codeRules, mobileRules } from './rules';

type Values = { mobile: string; code: string; password: string; confirm: string };

/** 忘记密码: SMS code to the mobile, then a new password. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await authApi.forgetPassword(values.mobile, values.code, encryptPassword(values.password));
      feedback.success('密码已重置，请使用新密码登录');
      form.resetFields();
      onClose();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title="找回密码" onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} okText="重置密码" cancelText="取消" destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="mobile" label="手机号" rules={mobileRules}>
          <Input maxLength={11} autoComplete="username" data-testid="forgot-mobile" />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={codeRules}>
              <Input maxLength={6} data-testid="forgot-code" />
            </Form.Item>
            <CodeButton mobile={() => form.validateFields(['mobile']).then((v) => v.mobile as string, () => null)} send={authApi.sendForgetPasswordCode} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: '请输入新密码' },
            ({ getFieldValue }) => ({ validator: async (_, value: string) => { const reason = value ? checkPasswordPolicy(value, getFieldValue('mobile')) : null; if (reason) throw new Error(reason); } }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({ validator: async (_, value: string) => { if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致'); } }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
