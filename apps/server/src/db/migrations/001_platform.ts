import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * 001: the platform tables (organisation, access control, sessions, sign-in
 * security, logs, approval configuration, files). Never edit once merged;
 * add a new numbered file instead.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const text = 'text';
  const int = dialect === 'postgres' ? 'bigint' : 'integer';
  const small = 'integer';

  await withId(db.schema.createTable('sys_dept'))
    .addColumn('parent_id', int, (c) => c.notNull().defaultTo(0))
    .addColumn('path', text, (c) => c.notNull().defaultTo(''))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('order_num', small, (c) => c.notNull().defaultTo(0))
    .addColumn('leader_user_id', int)
    .addColumn('phone', text, (c) => c.notNull().defaultTo(''))
    .addColumn('remark', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_dept_parent').on('sys_dept').column('parent_id').execute();
  await db.schema.createIndex('sys_dept_path').on('sys_dept').column('path').execute();

  await withId(db.schema.createTable('sys_user'))
    .addColumn('mobile', text, (c) => c.notNull())
    .addColumn('user_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('real_name', text, (c) => c.notNull())
    .addColumn('avatar', text, (c) => c.notNull().defaultTo(''))
    .addColumn('dept_id', int)
    .addColumn('state', small, (c) => c.notNull().defaultTo(1))
    .addColumn('is_set_password', small, (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', text)
    .addColumn('last_login_at', int)
    .addColumn('last_login_ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .addColumn('created_by', int)
    .addColumn('updated_by', int)
    .addColumn('deleted_at', int)
    .execute();
  // A deleted user's mobile may be registered again.
  await db.schema
    .createIndex('sys_user_mobile_live')
    .on('sys_user')
    .column('mobile')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('sys_user_dept').on('sys_user').columns(['dept_id', 'id']).execute();
  await db.schema.createIndex('sys_user_real_name').on('sys_user').column('real_name').execute();

  await withId(db.schema.createTable('sys_role'))
    .addColumn('code', text, (c) => c.unique())
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('remark', text, (c) => c.notNull().defaultTo(''))
    .addColumn('data_scope', small, (c) => c.notNull().defaultTo(3))
    .addColumn('state', small, (c) => c.notNull().defaultTo(1))
    .addColumn('builtin', small, (c) => c.notNull().defaultTo(0))
    .addColumn('all_perms', small, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('user_id', int, (c) => c.notNull())
    .addColumn('role_id', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('sys_user_role_role').on('sys_user_role').column('role_id').execute();

  await withId(db.schema.createTable('sys_menu'))
    .addColumn('parent_id', int, (c) => c.notNull().defaultTo(0))
    .addColumn('code', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('type', small, (c) => c.notNull())
    .addColumn('path', text, (c) => c.notNull().defaultTo(''))
    .addColumn('perms', text, (c) => c.notNull().defaultTo(''))
    .addColumn('icon', text, (c) => c.notNull().defaultTo(''))
    .addColumn('order_num', small, (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', small, (c) => c.notNull().defaultTo(0))
    .addColumn('builtin', small, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('updated_at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_menu_parent').on('sys_menu').column('parent_id').execute();

  await db.schema
    .createTable('sys_role_menu')
    .addColumn('role_id', int, (c) => c.notNull())
    .addColumn('menu_id', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_role_menu_pk', ['role_id', 'menu_id'])
    .execute();
  await db.schema.createIndex('sys_role_menu_menu').on('sys_role_menu').column('menu_id').execute();

  await withId(db.schema.createTable('sys_session'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('user_id', int, (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('last_seen_at', int, (c) => c.notNull())
    .addColumn('expires_at', int, (c) => c.notNull())
    .addColumn('revoked_at', int)
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', text, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sys_session_user').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_login_nonce')
    .addColumn('nonce', text, (c) => c.primaryKey())
    .addColumn('at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_login_nonce_at').on('sys_login_nonce').column('at').execute();

  await withId(db.schema.createTable('sys_sms_code'))
    .addColumn('mobile', text, (c) => c.notNull())
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('code_hash', text)
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', small, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', int, (c) => c.notNull())
    .addColumn('expires_at', int, (c) => c.notNull())
    .addColumn('used_at', int)
    .execute();
  await db.schema.createIndex('sys_sms_code_mobile').on('sys_sms_code').columns(['mobile', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('sys_sms_code_ip').on('sys_sms_code').columns(['ip', 'created_at']).execute();

  await withId(db.schema.createTable('sys_sms_message'))
    .addColumn('mobile', text, (c) => c.notNull())
    .addColumn('purpose', text, (c) => c.notNull())
    .addColumn('content', text, (c) => c.notNull())
    .addColumn('provider', text, (c) => c.notNull())
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sys_login_log'))
    .addColumn('mobile', text, (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', int)
    .addColumn('method', text, (c) => c.notNull())
    .addColumn('success', small, (c) => c.notNull())
    .addColumn('reason', text, (c) => c.notNull().defaultTo(''))
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', text, (c) => c.notNull().defaultTo(''))
    .addColumn('at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_login_log_mobile').on('sys_login_log').columns(['mobile', 'at']).execute();
  await db.schema.createIndex('sys_login_log_ip').on('sys_login_log').columns(['ip', 'at']).execute();
  await db.schema.createIndex('sys_login_log_at').on('sys_login_log').column('at').execute();

  await withId(db.schema.createTable('sys_operation_log'))
    .addColumn('user_id', int)
    .addColumn('user_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('module', text, (c) => c.notNull())
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('target_type', text, (c) => c.notNull().defaultTo(''))
    .addColumn('target_id', text, (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', text)
    .addColumn('after_json', text)
    .addColumn('ip', text, (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', text, (c) => c.notNull().defaultTo(''))
    .addColumn('at', int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_operation_log_at').on('sys_operation_log').column('at').execute();
  await db.schema.createIndex('sys_operation_log_target').on('sys_operation_log').columns(['target_type', 'target_id']).execute();

  await withId(db.schema.createTable('sys_approval_flow'))
    .addColumn('business_type', text, (c) => c.notNull().unique())
    .addColumn('enabled', small, (c) => c.notNull().defaultTo(1))
    .addColumn('remark', text, (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', int, (c) => c.notNull())
    .addColumn('updated_by', int)
    .execute();

  await withId(db.schema.createTable('sys_approval_step'))
    .addColumn('flow_id', int, (c) => c.notNull())
    .addColumn('seq', small, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('approver_type', small, (c) => c.notNull())
    .addColumn('role_id', int)
    .addColumn('user_ids', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('rule', small, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_approval_step_flow').on('sys_approval_step').columns(['flow_id', 'seq']).execute();

  await db.schema
    .createTable('sys_file')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('size', int, (c) => c.notNull())
    .addColumn('mime', text, (c) => c.notNull())
    .addColumn('sha256', text, (c) => c.notNull())
    .addColumn('category', text, (c) => c.notNull())
    .addColumn('storage_key', text, (c) => c.notNull())
    .addColumn('created_by', int)
    .addColumn('created_at', int, (c) => c.notNull())
    .execute();
}
