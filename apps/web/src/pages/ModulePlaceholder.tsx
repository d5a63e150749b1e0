import { Card, Empty } from 'antd';
import { useLocation } from 'react-router';
import { matchRoute } from '../router/access';

/** Screens of modules that later issues build: their title and an empty state. */
export default function ModulePlaceholder() {
  const { pathname } = useLocation();
  const title = matchRoute(pathname)?.route.meta.name ?? '';
  return (
    <Card title={title} variant="borderless">
      <Empty description={`「${title}」功能建设中，敬请期待`} />
    </Card>
  );
}
