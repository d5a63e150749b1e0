import type { OrgUser } from '@tenderdesk/shared';
import { useDebounce } from 'ahooks';
import { Select } from 'antd';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { DEBOUNCE_MS } from '../../request/swr';
import { useOrgUsers } from './api';

type Common = {
  /** Only users of this department. */
  deptId?: number | undefined;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
  id?: string;
  /**
   * Names of users already chosen (e.g. a saved leader or approvers): the
   * search lists at most 500 enabled users, so a chosen one may not be in it.
   */
  knownNames?: Readonly<Record<number, string>>;
};
export type UserSelectProps = Common &
  (
    | { multiple: true; value?: number[]; onChange?: (userIds: number[]) => void }
    | { multiple?: false; value?: number | null; onChange?: (userId: number | undefined) => void }
  );

const labelOf = (u: OrgUser) => (u.deptName ? `${u.realName}（${u.deptName}）` : u.realName);

/**
 * 人员 picker over /sys/user/orgUserlist, searchable by name or mobile (the
 * keyword is sent 200 ms after typing stops). Single by default; `multiple`
 * for several. Works inside Form.Item.
 */
export function UserSelect(props: UserSelectProps) {
  const { deptId, placeholder = '输入姓名或手机号搜索', disabled, allowClear = true, style, className, id, knownNames } = props;
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounce(keyword, { wait: DEBOUNCE_MS });
  const { data, isLoading } = useOrgUsers({ deptId, keyword: debounced });
  // Remember every user seen, so a chosen one keeps its name after the search changes.
  const seen = useRef(new Map<number, OrgUser>());
  for (const u of data ?? []) seen.current.set(u.id, u);

  const selected = props.multiple ? (props.value ?? []) : props.value != null ? [props.value] : [];
  const options = useMemo(() => {
    const list = (data ?? []).map((u) => ({ value: u.id, label: labelOf(u) }));
    for (const idValue of selected) {
      if (list.some((option) => option.value === idValue)) continue;
      const known = seen.current.get(idValue);
      list.push({ value: idValue, label: known ? labelOf(known) : (knownNames?.[idValue] ?? `用户#${idValue}`) });
    }
    return list;
  }, [data, selected.join(','), knownNames]);

  const common = {
    id,
    className,
    style,
    disabled,
    allowClear,
    placeholder,
    loading: isLoading,
    options,
    showSearch: { filterOption: false, searchValue: keyword, onSearch: setKeyword },
    notFoundContent: isLoading ? '加载中…' : '暂无人员',
  } as const;

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value ?? []}
        onChange={(next) => {
          setKeyword('');
          onChange?.(next ?? []);
        }}
      />
    );
  }
  const { onChange } = props;
  return (
    <Select<number>
      {...common}
      value={props.value ?? undefined}
      onChange={(next) => {
        setKeyword('');
        onChange?.(next ?? undefined);
      }}
    />
  );
}
