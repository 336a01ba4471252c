/*
 * A minimal RFC 4180 reader. No CSV parser is installed (csv-stringify writes the exports, but its
 * sibling csv-parse is not a dependency, and installing packages is not open to this change), so this
 * reads what spreadsheets write: fields split by one delimiter, records by CRLF, LF or a lone CR, a
 * field in double quotes may hold delimiters, line breaks and doubled quotes. Like the spreadsheets,
 * it is lenient where the RFC is strict: a quote inside an unquoted field is a plain character, and
 * text after a closing quote joins the field. A quote left open at the end of the file is the one
 * error, since it would swallow every row after it into one cell.
 */

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (1 for the first) where the quoted field that never closes begins. */
    readonly record: number,
  ) {
    super(`A quoted field that starts in row ${record} is never closed`)
    this.name = 'CsvSyntaxError'
  }
}

export class CsvTooManyRecords extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} rows`)
    this.name = 'CsvTooManyRecords'
  }
}

const QUOTE = 34 // "
const LF = 10
const CR = 13

/**
 * The delimiter of the header line: the one of comma, semicolon (spreadsheets in many European
 * languages) and tab that it holds most often outside quotes; a comma when it holds none.
 */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === '\n' || c === '\r')) break
    else if (!quoted && c in counts) counts[c as keyof typeof counts]++
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).reduce((a, b) =>
    counts[b] > counts[a] ? b : a,
  )
  return counts[best] > 0 ? best : ','
}

/**
 * Every record of `text` as its cells, in order; a blank line is a record of one empty cell. Throws
 * CsvTooManyRecords past `maxRecords` (before reading the rest: the limit bounds the memory), and
 * CsvSyntaxError for a quote left open.
 */
export function parseCsv(
  text: string,
  options: { delimiter?: string; maxRecords?: number } = {},
): string[][] {
  const delimiter = (options.delimiter ?? detectDelimiter(text)).charCodeAt(0)
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  const n = text.length

  const endRecord = () => {
    records.push(record)
    record = []
    if (records.length > maxRecords) throw new CsvTooManyRecords(maxRecords)
  }

  // One field per pass; `i` is at the field's first character.
  while (i < n) {
    let field = ''
    if (text.charCodeAt(i) === QUOTE) {
      const opened = records.length + 1
      i++
      for (;;) {
        const close = text.indexOf('"', i)
        if (close === -1) throw new CsvSyntaxError(opened)
        field += text.slice(i, close)
        if (text.charCodeAt(close + 1) === QUOTE) {
          field += '"'
          i = close + 2
        } else {
          i = close + 1
          break
        }
      }
    }
    // Unquoted text, or what follows a closing quote, up to the next delimiter or line end.
    const start = i
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === delimiter || c === LF || c === CR) break
      i++
    }
    field += text.slice(start, i)
    record.push(field)
    if (i >= n) break
    const c = text.charCodeAt(i)
    i++
    if (c === delimiter) {
      // A delimiter at the very end still opens one last, empty field.
      if (i >= n) record.push('')
      continue
    }
    if (c === CR && text.charCodeAt(i) === LF) i++
    endRecord()
  }
  if (record.length > 0) endRecord()
  return records
}
