import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Spec §2: shown when a page fails to load (usually a new deployment replaced its chunk). */
export const LOAD_ERROR_MESSAGE = '发现新的内容，请尝试刷新页面后继续，如不行请清除浏览器缓存后再次尝试或联系管理员！';

// Plain markup rather than antd Result: this page is part of the first load.
export default function LoadErrorPage() {
  return (
    <div className="td-load-error" role="alert">
      <WarningOutlined className="td-load-error-icon" />
      <p>{LOAD_ERROR_MESSAGE}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        刷新页面
      </Button>
    </div>
  );
}
