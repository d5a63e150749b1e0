import { z } from 'zod';
import { MenuType, YesNo } from '../enums.js';
import { id, int, oneOf, optionalText, text } from './fields.js';

/** Permission codes look like sys:user:save (two or three further segments after the first). */
export const PERMS_PATTERN = /^[a-z][a-zA-Z0-9]*(?::[a-zA-Z][a-zA-Z0-9]*){2,3}$/;
/** Route paths as the web app's router writes them: /system/menu, /project/:id. */
export const MENU_PATH_PATTERN = /^(?:\/[A-Za-z0-9_:-]+)+$/;

const menuFields = {
  parentId: int('上级菜单', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  name: text('菜单名称', { max: 30 }),
  type: oneOf('菜单类型', MenuType.values),
  path: optionalText('路由地址', { max: 200 }).refine((v) => v === undefined || MENU_PATH_PATTERN.test(v), {
    error: '路由地址应以 / 开头，只含字母、数字、-、_ 和 :',
  }),
  perms: text('权限标识', { max: 100 }).regex(PERMS_PATTERN, { error: '权限标识格式应为 sys:模块:操作，例如 sys:user:save' }),
  icon: optionalText('图标', { max: 50 }),
  orderNum: int('排序', { min: 0, max: 9999 }),
  hidden: oneOf('是否隐藏', YesNo.values),
};

/**
 * A directory or menu is a screen with a route path (its catalogue key);
 * a button has no path and is keyed by its permission code.
 */
function checkPathForType(value: { type: number; path?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.type === MenuType.BUTTON && value.path !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: '按钮不能设置路由地址' });
  }
  if (value.type !== MenuType.BUTTON && value.path === undefined) {
    ctx.addIssue({ code: 'custom', path: ['path'], message: '请填写路由地址' });
  }
}

export const menuSaveBody = z.strictObject(menuFields).superRefine(checkPathForType);
export const menuUpdateBody = z.strictObject({ id: id('菜单'), ...menuFields }).superRefine(checkPathForType);
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
