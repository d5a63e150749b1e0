import { Col, Empty, Row, theme, Typography } from 'antd';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function Side({ title, value }: { title: string; value: unknown }) {
  const { token } = theme.useToken();
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {value === null || value === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无" />
      ) : (
        <pre data-testid={`json-${title}`} style={{ margin: '8px 0 0', padding: 12, maxHeight: 360, overflow: 'auto', fontSize: 12, background: token.colorFillTertiary, borderRadius: token.borderRadius }}>
          {pretty(value)}
        </pre>
      )}
    </Col>
  );
}

/** An operation's record before and after, side by side. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  return (
    <Row gutter={16}>
      <Side title="修改前" value={before} />
      <Side title="修改后" value={after} />
    </Row>
  );
}
