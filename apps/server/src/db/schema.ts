import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Times are epoch milliseconds (integers in both
 * databases), booleans are 0/1, money (later modules) is integer fen.
 */
type Id = Generated<number>;
/** A column with a database default: optional on insert. */
type Default<T> = ColumnType<T, T | undefined, T>;

export type DeptTable = {
  id: Id;
  parent_id: number;
  /** Materialised path of ids, e.g. '/1/4/': a subtree is `path LIKE '/1/4/%'`. */
  path: string;
  name: string;
  order_num: number;
  leader_user_id: Default<number | null>;
  phone: Default<string>;
  remark: Default<string>;
  created_at: number;
  updated_at: number;
};

export type UserTable = {
  id: Id;
  mobile: string;
  user_name: Default<string>;
  real_name: string;
  avatar: Default<string>;
  dept_id: number | null;
  state: number;
  is_set_password: number;
  password_hash: Default<string | null>;
  last_login_at: Default<number | null>;
  last_login_ip: Default<string>;
  created_at: number;
  updated_at: number;
  created_by: Default<number | null>;
  updated_by: Default<number | null>;
  deleted_at: Default<number | null>;
};

export type RoleTable = {
  id: Id;
  code: Default<string | null>;
  name: string;
  remark: Default<string>;
  data_scope: number;
  state: number;
  builtin: number;
  /** Grants every menu, present and future (the built-in 超级管理员). */
  all_perms: number;
  created_at: number;
  updated_at: number;
};

export type UserRoleTable = { user_id: number; role_id: number };

export type MenuTable = {
  id: Id;
  parent_id: number;
  /** Catalogue key (path for menus, permission code for buttons); unique. */
  code: string;
  name: string;
  type: number;
  path: string;
  perms: string;
  icon: string;
  order_num: number;
  hidden: number;
  builtin: number;
  created_at: number;
  updated_at: number;
};

export type RoleMenuTable = { role_id: number; menu_id: number };

export type SessionTable = {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: Default<number | null>;
  ip: string;
  user_agent: string;
};

export type LoginNonceTable = { nonce: string; at: number };

export type SmsCodeTable = {
  id: Id;
  mobile: string;
  purpose: string;
  code_hash: string | null;
  ip: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: Default<number | null>;
};

export type SmsMessageTable = {
  id: Id;
  mobile: string;
  purpose: string;
  content: string;
  provider: string;
  created_at: number;
};

export type LoginLogTable = {
  id: Id;
  mobile: string;
  user_id: number | null;
  method: string;
  success: number;
  reason: string;
  ip: string;
  user_agent: string;
  at: number;
};

export type OperationLogTable = {
  id: Id;
  user_id: number | null;
  user_name: string;
  module: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  request_id: string;
  at: number;
};

export type ApprovalFlowTable = {
  id: Id;
  business_type: string;
  enabled: number;
  remark: string;
  updated_at: number;
  updated_by: number | null;
};

export type ApprovalStepTable = {
  id: Id;
  flow_id: number;
  seq: number;
  name: string;
  approver_type: number;
  role_id: number | null;
  /** JSON array of user ids. */
  user_ids: string;
  rule: number;
};

export type FileTable = {
  id: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  category: string;
  storage_key: string;
  created_by: number | null;
  created_at: ColumnType<number, number, never>;
};

export type DB = {
  sys_dept: DeptTable;
  sys_user: UserTable;
  sys_role: RoleTable;
  sys_user_role: UserRoleTable;
  sys_menu: MenuTable;
  sys_role_menu: RoleMenuTable;
  sys_session: SessionTable;
  sys_login_nonce: LoginNonceTable;
  sys_sms_code: SmsCodeTable;
  sys_sms_message: SmsMessageTable;
  sys_login_log: LoginLogTable;
  sys_operation_log: OperationLogTable;
  sys_approval_flow: ApprovalFlowTable;
  sys_approval_step: ApprovalStepTable;
  sys_file: FileTable;
};

export type UserRecord = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DeptRecord = Selectable<DeptTable>;
export type RoleRecord = Selectable<RoleTable>;
export type MenuRecord = Selectable<MenuTable>;
