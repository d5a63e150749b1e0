import { ApartmentOutlined } from '@ant-design/icons';
import type { DeptNode } from '@tenderdesk/shared';
import { Skeleton, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useDeptTree } from '../../../components/pickers/api';

export const ALL_DEPTS = 0;

const toNodes = (nodes: DeptNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: toNodes(n.children ?? []) }));

/** The department tree beside the user list: 全部 (0) or one department. */
export function DeptPanel({ value, onChange }: { value: number; onChange: (deptId: number) => void }) {
  const { data, isLoading } = useDeptTree();
  const treeData = useMemo<TreeDataNode[]>(() => [{ key: ALL_DEPTS, title: '全部', icon: <ApartmentOutlined />, children: toNodes(data ?? []) }], [data]);
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Tree
      blockNode
      showIcon
      defaultExpandAll
      treeData={treeData}
      selectedKeys={[value]}
      onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : ALL_DEPTS)}
    />
  );
}
