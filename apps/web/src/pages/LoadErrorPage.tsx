import { Button, Result } from 'antd';

/** Spec §2: shown when a page fails to load (usually a new deployment replaced its chunk). */
export const LOAD_ERROR_MESSAGE = '发现新的内容，请尝试刷新页面后继续，如不行请清除浏览器缓存后再次尝试或联系管理员！';

export default function LoadErrorPage() {
  return (
    <Result
      status="warning"
      title={LOAD_ERROR_MESSAGE}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
