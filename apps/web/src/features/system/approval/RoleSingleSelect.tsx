import { Select } from 'antd';
import { useMemo } from 'react';
import { useRoleOptions } from '../../../components/pickers';

/** One role (the shared RoleSelect picks several); options from the same cached role list. */
export function RoleSingleSelect({ value, onChange, disabled, id }: { value?: number; onChange?: (roleId: number | undefined) => void; disabled?: boolean; id?: string }) {
  const { data, isLoading } = useRoleOptions();
  const options = useMemo(() => (data ?? []).map((role) => ({ value: role.id, label: role.name, title: role.remark || role.name })), [data]);
  return (
    <Select<number>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择审批角色"
      loading={isLoading}
      disabled={disabled}
      options={options}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
