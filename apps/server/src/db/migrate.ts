import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './database.js';
import * as m001 from './migrations/001_platform.js';
import * as m002 from './migrations/002_user_list_index.js';

type NumberedMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Numbered migration files, in order. Append; never edit or reorder. */
const migrations: Record<string, NumberedMigration> = {
  '001_platform': m001,
  '002_user_list_index': m002,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

/** Brings the schema up to date; run at every start (several servers may race: Kysely locks). */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
