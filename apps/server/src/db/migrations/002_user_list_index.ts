import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * 002: the user list filters live users by department and pages by id.
 * A partial index over live users only lets COUNT(*) and the page read the
 * index alone (measured in bench/user-list.mjs).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('sys_user_live_dept')
    .on('sys_user')
    .columns(['dept_id', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('sys_user_dept').execute();
}
