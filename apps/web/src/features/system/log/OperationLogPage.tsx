import type { OperationLogRow } from '@tenderdesk/shared';
import { DatePicker, Form, Input, Table } from 'antd';
import { PageCard } from '../../../components/PageCard';
import { SearchButtons } from '../../../components/SearchButtons';
import { JsonDiff } from './JsonDiff';
import { operationColumns } from './operation-columns';
import { RANGE_PRESETS, RANGE_SHOW_TIME, toFilter, useLogPage } from './query';

const URL = '/gc-manage/sys/log/operationList';

/** 操作日志: who changed what; expand a row for the record before and after. */
export default function OperationLogPage() {
  const [form] = Form.useForm();
  const { data, isLoading, isValidating, pagination, search } = useLogPage<OperationLogRow>(URL);

  return (
    <PageCard title="操作日志">
      <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 16 }} onFinish={(values) => search(toFilter(values))}>
        <Form.Item name="userName" label="操作人">
          <Input placeholder="姓名" allowClear style={{ width: 140 }} maxLength={30} />
        </Form.Item>
        <Form.Item name="module" label="模块">
          <Input placeholder="例如：菜单管理" allowClear style={{ width: 150 }} maxLength={30} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Input placeholder="例如：编辑菜单" allowClear style={{ width: 150 }} maxLength={30} />
        </Form.Item>
        <Form.Item name="range" label="时间范围">
          <DatePicker.RangePicker showTime={RANGE_SHOW_TIME} presets={RANGE_PRESETS} />
        </Form.Item>
        <SearchButtons
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <Table
        rowKey="id"
        size="middle"
        columns={operationColumns}
        dataSource={data?.list ?? []}
        loading={isLoading || isValidating}
        pagination={pagination}
        scroll={{ x: 900 }}
        expandable={{
          rowExpandable: (row) => row.before != null || row.after != null,
          expandedRowRender: (row) => <JsonDiff before={row.before} after={row.after} />,
        }}
      />
    </PageCard>
  );
}
