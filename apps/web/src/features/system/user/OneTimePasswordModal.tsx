import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

export type OneTimePasswordInfo = { title: string; realName: string; mobile: string; password: string };

/** Shows a generated password once: the server never returns it again. */
export function OneTimePasswordModal({ info, onClose }: { info: OneTimePasswordInfo | null; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(info)}
      title={info?.title}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下
        </Button>
      }
    >
      {info && (
        <>
          <Alert type="warning" showIcon title="该密码仅显示这一次，关闭后无法再次查看，请立即复制并告知本人。" style={{ marginBottom: 16 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="用户">{`${info.realName}（${info.mobile}）`}</Descriptions.Item>
            <Descriptions.Item label="密码">
              <Typography.Text code copyable={{ text: info.password, tooltips: ['复制', '已复制'] }} data-testid="one-time-password" style={{ fontSize: 16 }}>
                {info.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
