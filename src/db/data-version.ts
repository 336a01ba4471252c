import type { Sql } from './client.ts'

/** The channel migrations/003_data_version.sql notifies on every content write. */
const DATA_VERSION_CHANNEL = 'data_version'

export async function readDataVersion(sql: Sql): Promise<number> {
  const [row] = await sql<{ version: string }[]>`SELECT version FROM data_version`
  return Number(row?.version ?? 0)
}

/** Calls back with each version another connection commits; resolves once listening. */
export async function listenDataVersion(
  sql: Sql,
  onVersion: (version: number) => void,
): Promise<{ unlisten(): Promise<void> }> {
  return sql.listen(DATA_VERSION_CHANNEL, (payload) => onVersion(Number(payload)))
}
