import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';

/** 查询 / 重置 at the end of a search form (the form's submit runs the query). */
export function SearchButtons({ onReset }: { onReset(): void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button onClick={onReset}>重置</Button>
      </Space>
    </Form.Item>
  );
}
