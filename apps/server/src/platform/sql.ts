import { sql, type RawBuilder } from 'kysely';

/**
 * The right-hand side of `column LIKE …` for a "contains" search: the text's
 * own %, _ and \ are escaped, so a search for '50%' finds a literal percent
 * sign. The same SQL runs on SQLite and PostgreSQL.
 */
export function containsText(text: string): RawBuilder<string> {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<string>`${pattern} escape '\\'`;
}
