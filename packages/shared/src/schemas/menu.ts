import { z } from 'zod';
import { MenuType, YesNo } from '../enums.js';
import { id, int, oneOf, optionalText, text } from './fields.js';

const menuFields = {
  parentId: int('上级菜单', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  name: text('菜单名称', { max: 30 }),
  type: oneOf('菜单类型', MenuType.values),
  path: optionalText('路由地址', { max: 200 }),
  perms: text('权限标识', { max: 100 }),
  icon: optionalText('图标', { max: 50 }),
  orderNum: int('排序', { min: 0, max: 9999 }),
  hidden: oneOf('是否隐藏', YesNo.values),
};
export const menuSaveBody = z.strictObject(menuFields);
export const menuUpdateBody = z.strictObject({ id: id('菜单'), ...menuFields });
export const menuParentQuery = z.object({ parentId: int('上级菜单', { min: 0, max: Number.MAX_SAFE_INTEGER }) });

export type MenuSaveBody = z.infer<typeof menuSaveBody>;
export type MenuUpdateBody = z.infer<typeof menuUpdateBody>;

export type MenuRow = {
  id: number;
  parentId: number;
  code: string;
  name: string;
  type: number;
  path: string;
  perms: string;
  icon: string;
  orderNum: number;
  hidden: 0 | 1;
  builtin: 0 | 1;
};
export type MenuNode = MenuRow & { children: MenuNode[] };
