import type { MenuNode, MenuSaveBody } from '@tenderdesk/shared';
import { exchange } from '../../../request/client';

/** SWR key of the menu tree (POST, no body). */
export const MENU_TREE_KEY = ['/gc-manage/sys/menu/list', undefined] as const;

export type MenuFormValues = MenuSaveBody;

export const menuApi = {
  save: (body: MenuFormValues) => exchange<{ id: number }>('POST', '/gc-manage/sys/menu/save', body, { json: true }),
  update: (id: number, body: MenuFormValues) => exchange<null>('POST', '/gc-manage/sys/menu/update', { id, ...body }, { json: true }),
  remove: (id: number) => exchange<null>('DELETE', `/gc-manage/sys/menu/delete/${id}`),
};

export type { MenuNode };
