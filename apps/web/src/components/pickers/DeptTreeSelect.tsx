import type { DeptNode } from '@tenderdesk/shared';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { useDeptTree } from './api';

export type DeptTreeSelectProps = Omit<TreeSelectProps<number>, 'value' | 'onChange' | 'treeData' | 'multiple' | 'loading'> & {
  value?: number | null;
  onChange?: (deptId: number | undefined) => void;
};

type Option = { value: number; title: string; children: Option[] };
const toOptions = (nodes: DeptNode[]): Option[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children ?? []) }));

/** 部门 picker over /sys/dept/tree; the value is the department id. Works inside Form.Item. */
export function DeptTreeSelect({ value, onChange, placeholder = '请选择部门', ...rest }: DeptTreeSelectProps) {
  const { data, isLoading } = useDeptTree();
  const treeData = useMemo(() => toOptions(data ?? []), [data]);
  return (
    <TreeSelect<number>
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      treeDefaultExpandAll
      placeholder={placeholder}
      {...rest}
      loading={isLoading}
      treeData={treeData}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
