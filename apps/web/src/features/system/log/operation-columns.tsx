import type { OperationLogRow } from '@tenderdesk/shared';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { formatTime } from '../../../components/format';

export const operationColumns: TableColumnsType<OperationLogRow> = [
  { title: '时间', dataIndex: 'at', width: 170, render: (at: number) => formatTime(at, 'second') },
  { title: '操作人', dataIndex: 'userName', width: 120, render: (name: string) => name || '—' },
  { title: '模块', dataIndex: 'module', width: 120, render: (module: string) => <Tag color="blue">{module}</Tag> },
  { title: '操作', dataIndex: 'action', width: 140 },
  {
    title: '对象',
    key: 'target',
    ellipsis: true,
    render: (_, row) => (row.targetType ? <Typography.Text code>{`${row.targetType}#${row.targetId}`}</Typography.Text> : '—'),
  },
  { title: 'IP', dataIndex: 'ip', width: 140, render: (ip: string) => ip || '—' },
];
