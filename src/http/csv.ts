import { stringify } from 'csv-stringify/sync'

/** One column of an export: its heading and how a row fills it (null is an empty cell; a time is ISO 8601 UTC). */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | Date | null
}

/**
 * Spreadsheet apps run a cell starting with = + - @ (or a tab or carriage return before one) as a
 * formula, so an address like "=HYPERLINK(...)@x.io" typed into a public form would run on the owner's
 * machine. A leading apostrophe makes such a cell plain text (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/
export const neutraliseFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)

/**
 * RFC 4180 CSV (CRLF, quotes doubled by csv-stringify) with a byte-order mark, which Excel needs to read
 * UTF-8 instead of the local code page. csv-stringify quotes a cell holding the whole CRLF only; a lone
 * LF or CR (text fields accept line breaks, a name included) would end the row there and start the next
 * with whatever follows, a formula past the guard above. Such cells are quoted too.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row)
      if (value === null) return ''
      if (value instanceof Date) return value.toISOString()
      return typeof value === 'string' ? neutraliseFormula(value) : String(value)
    }),
  )
  return stringify([columns.map((column) => column.header), ...cells], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  })
}

/** A download: `name-YYYY-MM-DD.csv`, never cached (it holds personal data). */
export function csvDownload<T>(name: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(columns, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
