import type { FileResource } from '@tenderdesk/shared';
import type { Executor } from '../../db/database.js';

export type FileRecord = FileResource & { storageKey: string; createdBy: number | null };

export async function insertFile(db: Executor, file: FileRecord): Promise<void> {
  await db
    .insertInto('sys_file')
    .values({
      id: file.id,
      name: file.name,
      size: file.size,
      mime: file.mime,
      sha256: file.sha256,
      category: file.category,
      storage_key: file.storageKey,
      created_by: file.createdBy,
      created_at: file.createdAt,
    })
    .execute();
}

export function findFile(db: Executor, id: string): Promise<FileRecord | undefined> {
  return db
    .selectFrom('sys_file')
    .select(['id', 'name', 'size', 'mime', 'sha256', 'category', 'storage_key as storageKey', 'created_by as createdBy', 'created_at as createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}
