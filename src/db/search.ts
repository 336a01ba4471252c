import type { Sql } from './client.ts'

/** Which rows of a list one page shows. */
export interface PageWindow {
  offset: number
  limit: number
}

/** A WHERE condition, written with the `sql` tag. */
export type Condition = ReturnType<Sql>

/**
 * `columns` containing `search` in any case (trigram indexes serve it: migrations/008); the wildcards
 * % and _ typed into a search box are taken literally. An empty search matches every row.
 */
export function containing(sql: Sql, columns: readonly string[], search: string): Condition {
  if (search === '') return sql`true`
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`
  const either = columns
    .map((column) => sql`${sql(column)} ILIKE ${pattern}`)
    .reduce((left, right) => sql`${left} OR ${right}`)
  return sql`(${either})`
}

export const pageOf = (sql: Sql, page: PageWindow | undefined) =>
  page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``
