import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useRoleOptions } from './api';

export type RoleSelectProps = Omit<SelectProps<number[]>, 'value' | 'onChange' | 'options' | 'mode' | 'loading'> & {
  value?: number[];
  onChange?: (roleIds: number[]) => void;
};

/** 角色 picker (multiple) over the enabled roles of /sys/role/manageList. Works inside Form.Item. */
export function RoleSelect({ value, onChange, placeholder = '请选择角色', ...rest }: RoleSelectProps) {
  const { data, isLoading } = useRoleOptions();
  const options = useMemo(() => (data ?? []).map((r) => ({ value: r.id, label: r.name, title: r.remark || r.name })), [data]);
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      {...rest}
      loading={isLoading}
      options={options}
      value={value ?? []}
      onChange={(next) => onChange?.(next ?? [])}
    />
  );
}
