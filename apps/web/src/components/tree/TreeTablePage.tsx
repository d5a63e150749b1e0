import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { PageCard } from '../PageCard';
import { parentKeys, toTreeRows, type TreeRow } from './tree';

type Props<T extends { id: number; children: readonly T[] }> = {
  title: string;
  /** Label of the card's add button; no button when `onAddTop` is absent. */
  addLabel: string;
  onAddTop?: (() => void) | undefined;
  data: T[] | undefined;
  isLoading: boolean;
  isValidating: boolean;
  refresh(): void;
  columns: ColumnsType<TreeRow<T>>;
  scrollX: number;
  /** The form modal, when open. */
  children?: ReactNode;
};

/**
 * The frame of a tree screen (部门管理, 菜单管理): refresh and add in the
 * card, the tree as a table expanded by default — new rows included until
 * the user folds one.
 */
export function TreeTablePage<T extends { id: number; children: readonly T[] }>({ title, addLabel, onAddTop, data, isLoading, isValidating, refresh, columns, scrollX, children }: Props<T>) {
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const rows = useMemo(() => toTreeRows(data ?? []), [data]);
  return (
    <PageCard
      title={title}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} loading={isValidating && !isLoading} onClick={refresh}>
            刷新
          </Button>
          {onAddTop && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAddTop}>
              {addLabel}
            </Button>
          )}
        </Space>
      }
    >
      <Table<TreeRow<T>>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isLoading}
        pagination={false}
        scroll={{ x: scrollX }}
        expandable={{ expandedRowKeys: expanded ?? parentKeys(data), onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      {children}
    </PageCard>
  );
}
