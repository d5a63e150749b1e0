import { Select } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useRoleOptions } from './api';

type Common = { placeholder?: string; disabled?: boolean; allowClear?: boolean; style?: CSSProperties; className?: string; id?: string };
export type RoleSelectProps = Common &
  (
    | { multiple?: true; value?: number[]; onChange?: (roleIds: number[]) => void }
    | { multiple: false; value?: number | null; onChange?: (roleId: number | undefined) => void }
  );

/**
 * 角色 picker over the enabled roles of /sys/role/manageList; several by
 * default, one with `multiple={false}`. Works inside Form.Item.
 */
export function RoleSelect(props: RoleSelectProps) {
  const { placeholder = '请选择角色', disabled, allowClear = true, style, className, id } = props;
  const { data, isLoading } = useRoleOptions();
  const options = useMemo(() => (data ?? []).map((r) => ({ value: r.id, label: r.name, title: r.remark || r.name })), [data]);
  const common = { id, className, style, disabled, allowClear, placeholder, loading: isLoading, options, showSearch: { optionFilterProp: 'label' } };
  if (props.multiple === false) {
    const { value, onChange } = props;
    return <Select<number> {...common} value={value ?? undefined} onChange={(next) => onChange?.(next ?? undefined)} />;
  }
  const { value, onChange } = props;
  return <Select<number[]> {...common} mode="multiple" value={value ?? []} onChange={(next) => onChange?.(next ?? [])} />;
}
