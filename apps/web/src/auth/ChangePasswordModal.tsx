import { checkPasswordPolicy } from '@tenderdesk/shared';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { authApi } from '../api/auth';
import { feedback } from '../request/feedback';
import { useSession } from '../stores/session';
import { encryptPassword } from './encrypt';
import { signOut } from './sign-out';

type Values = { oldPassword?: string; password: string; confirm: string };

/**
 * 修改密码. `mandatory`: the password is still a one-time one (isSetPassword
 * = 0) — the modal cannot be dismissed, only completed or signed out of.
 */
export function ChangePasswordModal({ open, mandatory, onClose }: { open: boolean; mandatory: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const session = useSession((s) => s.session);
  const needsOld = session?.isSetPassword === 1;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await authApi.updatePassword(encryptPassword(values.password), needsOld ? encryptPassword(values.oldPassword ?? '') : undefined);
      feedback.success(answer.msg || '密码修改成功');
      useSession.getState().markPasswordSet();
      form.resetFields();
      onClose();
    } catch {
      // the request client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={mandatory ? '请设置新密码' : '修改密码'}
      closable={!mandatory}
      maskClosable={false}
      keyboard={!mandatory}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        mandatory ? (
          <Button key="logout" onClick={() => void signOut()}>
            退出登录
          </Button>
        ) : (
          <Button key="cancel" onClick={onClose}>
            取消
          </Button>
        ),
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()} data-testid="password-submit">
          确定
        </Button>,
      ]}
    >
      {mandatory && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="当前密码为系统生成的一次性密码，请先设置您自己的密码后再继续使用。" />}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {needsOld && (
          <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          name="password"
          label="新密码"
          extra="8～64 个字符，不能是常见密码，不能包含手机号"
          rules={[
            { required: true, message: '请输入新密码' },
            { validator: async (_, value: string) => { const reason = value ? checkPasswordPolicy(value, session?.mobile) : null; if (reason) throw new Error(reason); } },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="confirm-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
