import { LoginMethod, YesNo, type LoginLogRow } from '@tenderdesk/shared';
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { formatTime } from '../../../components/format';
import { shortUserAgent } from './user-agent';

export const RESULT_OPTIONS = [
  { value: YesNo.YES, label: '成功' },
  { value: YesNo.NO, label: '失败' },
];

export const loginColumns: TableColumnsType<LoginLogRow> = [
  { title: '时间', dataIndex: 'at', width: 170, render: (at: number) => formatTime(at, 'second') },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  { title: '方式', dataIndex: 'method', width: 110, render: (method: string) => LoginMethod.label(method) || method },
  {
    title: '结果',
    dataIndex: 'success',
    width: 80,
    align: 'center',
    render: (success: number) => (success === YesNo.YES ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>),
  },
  { title: '原因', dataIndex: 'reason', ellipsis: true, render: (reason: string) => reason || '—' },
  { title: 'IP', dataIndex: 'ip', width: 140, render: (ip: string) => ip || '—' },
  {
    title: '浏览器',
    dataIndex: 'userAgent',
    width: 200,
    ellipsis: { showTitle: false },
    render: (ua: string) => (
      <Tooltip title={ua} placement="topLeft">
        <span>{shortUserAgent(ua)}</span>
      </Tooltip>
    ),
  },
];
