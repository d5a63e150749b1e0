import type { TablePaginationConfig } from 'antd';

export type Paging = { page: number; limit: number };

/** Server-side paging for a list table: 共 N 条, page sizes; a new page size starts at page 1. */
export function tablePagination(paging: Paging, total: number, change: (next: Paging) => void): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.limit,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (count) => `共 ${count} 条`,
    onChange: (page, limit) => change({ page: limit === paging.limit ? page : 1, limit }),
  };
}
