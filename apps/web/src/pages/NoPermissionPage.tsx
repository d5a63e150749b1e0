import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export default function NoPermissionPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="抱歉，您没有访问该页面的权限，请联系管理员。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
