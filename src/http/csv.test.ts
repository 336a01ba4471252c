import { describe, expect, test } from 'bun:test'
import { neutraliseFormula, toCsv } from './csv.ts'

type Row = { email: string; n: number | null }
const columns = [
  { header: 'Email', value: (r: Row) => r.email },
  { header: 'N', value: (r: Row) => r.n },
]

describe('toCsv', () => {
  test('a BOM, a header row and CRLF records; quotes doubled, commas and line breaks quoted', () => {
    const text = toCsv(columns, [
      { email: 'plain@example.com', n: 1 },
      { email: 'say "hi", bye\nnext line', n: null },
    ])
    expect(text).toBe('\uFEFFEmail,N\r\nplain@example.com,1\r\n"say ""hi"", bye\nnext line",\r\n')
  })

  test('a lone line feed or carriage return is quoted: the row does not end there', () => {
    const text = toCsv(columns, [
      { email: 'Eve\n=1+1', n: null },
      { email: 'a\rb', n: 2 },
    ])
    expect(text).toBe('\uFEFFEmail,N\r\n"Eve\n=1+1",\r\n"a\rb",2\r\n')
  })

  test('cells a spreadsheet would run as a formula start with an apostrophe', () => {
    const text = toCsv(
      columns,
      ['=1+1@a.io', '+1@a.io', '-2@a.io', '@SUM(A1)'].map((email) => ({ email, n: null })),
    )
    expect(text).toBe("\uFEFFEmail,N\r\n'=1+1@a.io,\r\n'+1@a.io,\r\n'-2@a.io,\r\n'@SUM(A1),\r\n")
    // Quoting does not hide a formula from a spreadsheet: the apostrophe goes inside the quotes.
    expect(toCsv(columns, [{ email: '=HYPERLINK("http://x.io","y")', n: null }])).toContain(
      `"'=HYPERLINK(""http://x.io"",""y"")"`,
    )
  })

  test('a tab or carriage return in front of a formula is neutralised too; ordinary text is left alone', () => {
    expect(neutraliseFormula('\t=1')).toBe("'\t=1")
    expect(neutraliseFormula('\r=1')).toBe("'\r=1")
    for (const cell of ['a=b@example.com', '/project/3', 'x-y@example.com', ''])
      expect(neutraliseFormula(cell)).toBe(cell)
  })
})
