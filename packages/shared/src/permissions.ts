/**
 * The one permission catalogue. Every server route declares codes from here,
 * every menu item carries one, and the web app checks buttons against them.
 *
 * The first block is fixed by the product spec (§6). The rest are ours: the
 * extra system-administration screens and the button-level codes that let a
 * role see a list without being able to change it.
 */
export const Perm = {
  // --- spec §6: menu-level codes -------------------------------------------
  FINANCE_MANAGE: 'sys:finance:manage',
  ORDER_MANAGE: 'sys:order:manage',
  FEE_MANAGE: 'sys:fee:manage',
  MARGIN_BACK: 'sys:margin:back',
  LEDGER_MANAGE: 'sys:ledger:manage',
  PROCESS_MANAGE: 'sys:process:manage',
  BID_CALENDAR: 'sys:bid:calendar',
  DEAL_MATTER: 'sys:deal:matter',
  PROJECT_TRANSFER: 'sys:project:transfer',
  PROJECT_MANAGE: 'sys:project:manage',
  ARCHIVE_MANAGE: 'sys:archive:manage',
  EXPERT_MENU: 'expert:menu:manage',
  EXPERT_MANAGE: 'sys:expert:manage',
  EXPERT_CHOOSE: 'sys:expert:choose',
  CHOOSE_RESULT: 'sys:choose:result',
  EXPERT_BEHAVIOR: 'expert:behavior:manage',
  SYSTEM_MENU: 'sys:menu:manage',
  ORG_MANAGE: 'sys:org:manage',
  CONF_APPROVE: 'sys:conf:approve',

  // --- ours: further system screens ----------------------------------------
  ROLE_MANAGE: 'sys:role:manage',
  MENU_CONFIG: 'sys:menu:config',
  DEPT_MANAGE: 'sys:dept:manage',
  LOG_OPERATION: 'sys:log:operation',
  LOG_LOGIN: 'sys:log:login',

  // --- ours: buttons --------------------------------------------------------
  USER_SAVE: 'sys:user:save',
  USER_UPDATE: 'sys:user:update',
  USER_DELETE: 'sys:user:delete',
  USER_RESET_PASSWORD: 'sys:user:resetPassword',
  USER_UPDATE_STATE: 'sys:user:updateState',
  ROLE_SAVE: 'sys:role:save',
  ROLE_UPDATE: 'sys:role:update',
  ROLE_DELETE: 'sys:role:delete',
  ROLE_UPDATE_STATE: 'sys:role:updateState',
  MENU_SAVE: 'sys:menu:save',
  MENU_UPDATE: 'sys:menu:update',
  MENU_DELETE: 'sys:menu:delete',
  DEPT_SAVE: 'sys:dept:save',
  DEPT_UPDATE: 'sys:dept:update',
  DEPT_DELETE: 'sys:dept:delete',
  APPROVAL_SAVE: 'sys:approval:save',
  APPROVAL_DELETE: 'sys:approval:delete',
  FILE_UPLOAD: 'sys:file:upload',
} as const;

export type PermCode = (typeof Perm)[keyof typeof Perm];

export const allPermCodes: readonly PermCode[] = Object.values(Perm);

export function isPermCode(value: string): value is PermCode {
  return (allPermCodes as readonly string[]).includes(value);
}

/** True when the user holds at least one of the required codes (spec §6: intersection). */
export function hasAnyPerm(held: Iterable<string>, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.some((code) => set.has(code));
}
