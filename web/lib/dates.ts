/**
 * The machine-readable value of every `<time dateTime>`: ISO 8601 in UTC (2026-11-24T18:00:00.000Z),
 * whatever the timestamp arrived as. Only the text between the tags is for people (sentDate,
 * formatDateTime...). An unreadable value gives no attribute rather than an invalid one.
 */
export function dateTimeAttribute(value: string | Date): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
