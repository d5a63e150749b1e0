import { LoginMethod, type LoginLogRow } from '@tenderdesk/shared';
import { DatePicker, Form, Input, Select, Table } from 'antd';
import { PageCard } from '../../../components/PageCard';
import { SearchButtons } from '../../../components/SearchButtons';
import { loginColumns, RESULT_OPTIONS } from './login-columns';
import { RANGE_PRESETS, RANGE_SHOW_TIME, toFilter, useLogPage } from './query';

const URL = '/gc-manage/sys/log/loginList';
const METHOD_OPTIONS = LoginMethod.items.map(({ value, label }) => ({ value, label }));

/** 登录日志: sign-ins, sign-outs and password recoveries, successful or not. */
export default function LoginLogPage() {
  const [form] = Form.useForm();
  const { data, isLoading, isValidating, pagination, search } = useLogPage<LoginLogRow>(URL);

  return (
    <PageCard title="登录日志">
      <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 16 }} onFinish={(values) => search(toFilter(values))}>
        <Form.Item name="mobile" label="手机号">
          <Input placeholder="手机号" allowClear style={{ width: 140 }} maxLength={11} />
        </Form.Item>
        <Form.Item name="ip" label="IP">
          <Input placeholder="IP 地址" allowClear style={{ width: 140 }} maxLength={64} />
        </Form.Item>
        <Form.Item name="method" label="方式">
          <Select placeholder="全部" allowClear options={METHOD_OPTIONS} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="success" label="结果">
          <Select placeholder="全部" allowClear options={RESULT_OPTIONS} style={{ width: 100 }} />
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
      <Table rowKey="id" size="middle" columns={loginColumns} dataSource={data?.list ?? []} loading={isLoading || isValidating} pagination={pagination} scroll={{ x: 1000 }} />
    </PageCard>
  );
}
