import type { Sql } from './client.ts'

/**
 * The stored secret called `name`, created from `generate()` on first use. Concurrent first uses agree:
 * the first insert wins and everyone reads it back.
 */
export async function storedSecret(sql: Sql, name: string, generate: () => string): Promise<string> {
  await sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${generate()}) ON CONFLICT (name) DO NOTHING`
  return (await findSecret(sql, name))!
}

/** The stored secret called `name`, if there is one. */
export async function findSecret(sql: Sql, name: string): Promise<string | undefined> {
  const [row] = await sql<{ value: string }[]>`SELECT value FROM server_secrets WHERE name = ${name}`
  return row?.value
}

export async function deleteSecret(sql: Sql, name: string): Promise<void> {
  await sql`DELETE FROM server_secrets WHERE name = ${name}`
}
