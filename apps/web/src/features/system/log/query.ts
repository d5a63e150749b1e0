import type { PageResult } from '@tenderdesk/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import useSWR from 'swr';
import { tablePagination } from '../../../components/pagination';


export type TimeRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** RangePicker 时间范围 → startTime/endTime epoch ms; blank text filters are left out. */
export function toFilter(values: Record<string, unknown> & { range?: TimeRange }): Record<string, unknown> {
  const { range, ...rest } = values;
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned !== undefined && cleaned !== null && cleaned !== '') filter[key] = cleaned;
  }
  if (range?.[0]) filter.startTime = range[0].valueOf();
  if (range?.[1]) filter.endTime = range[1].valueOf();
  return filter;
}

const lastDays = (days: number) => (): [Dayjs, Dayjs] => [dayjs().subtract(days - 1, 'day').startOf('day'), dayjs().endOf('day')];
/** Functions, so 今天 is still today after midnight. */
export const RANGE_PRESETS = [
  { label: '今天', value: lastDays(1) },
  { label: '近7天', value: lastDays(7) },
  { label: '近30天', value: lastDays(30) },
];
/** Picking days fills in 00:00:00 – 23:59:59. */
export const RANGE_SHOW_TIME = { defaultValue: [dayjs().startOf('day'), dayjs().endOf('day')] as [Dayjs, Dayjs] };

/** A paged log list: filters replace the query and go back to page 1. */
export function useLogPage<T>(url: string) {
  const [query, setQuery] = useState<{ page: number; limit: number; filter: Record<string, unknown> }>({ page: 1, limit: 20, filter: {} });
  const body = { page: query.page, limit: query.limit, ...query.filter };
  const swr = useSWR<PageResult<T>>([url, body], { keepPreviousData: true });
  return {
    ...swr,
    query,
    search: (filter: Record<string, unknown>) => setQuery((q) => ({ page: 1, limit: q.limit, filter })),
    pagination: tablePagination(query, swr.data?.total ?? 0, (paging) => setQuery((q) => ({ ...q, ...paging }))),
  };
}
