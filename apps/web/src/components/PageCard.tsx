import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The frame of every list page: title, actions on the right, content. */
export function PageCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} variant="borderless" className="td-page">
      {children}
    </Card>
  );
}
