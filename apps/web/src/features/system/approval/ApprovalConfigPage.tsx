import { ReloadOutlined } from '@ant-design/icons';
import { Perm } from '@tenderdesk/shared';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useCan } from '../../../auth/can';
import { PageCard } from '../../../components/PageCard';
import { APPROVAL_LIST_KEY, approvalApi, type ApprovalFlow } from './api';
import { ApprovalFlowDrawer } from './ApprovalFlowDrawer';
import { approvalColumns } from './columns';

/** 审批配置: every business type in catalogue order, with its flow of steps. */
export default function ApprovalConfigPage() {
  const { message } = App.useApp();
  const can = useCan();
  const { data, isLoading, isValidating, mutate } = useSWR<ApprovalFlow[]>(APPROVAL_LIST_KEY);
  const [editing, setEditing] = useState<ApprovalFlow | null>(null);
  const canSave = can(Perm.APPROVAL_SAVE);

  const columns = approvalColumns({
    canSave,
    canDelete: can(Perm.APPROVAL_DELETE),
    onEdit: setEditing,
    onDelete: async (flow) => {
      try {
        const result = await approvalApi.remove(flow.businessType);
        void message.success(result.msg || '审批流程已删除');
        await mutate();
      } catch {
        // the request client has shown the error
      }
    },
  });

  return (
    <PageCard
      title="审批配置"
      extra={
        <Button icon={<ReloadOutlined />} loading={isValidating && !isLoading} onClick={() => void mutate()}>
          刷新
        </Button>
      }
    >
      <Table rowKey="businessType" size="middle" columns={columns} dataSource={data ?? []} loading={isLoading} pagination={false} scroll={{ x: 900 }} />
      {editing && (
        <ApprovalFlowDrawer
          flow={editing}
          readOnly={!canSave}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      )}
    </PageCard>
  );
}
