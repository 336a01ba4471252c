import { expect, test } from 'bun:test'
import { toCsv } from './csv.ts'
import { CsvSyntaxError, CsvTooManyRecords, detectDelimiter, parseCsv } from './csv-parse.ts'

test('RFC 4180: quoted fields hold delimiters, line breaks and doubled quotes; CRLF, LF and CR end records', () => {
  const text = 'email,name\r\na@x.io,"Lovelace, Ada"\r\n"b@x.io","Say ""hi""\nthere"\nc@x.io,plain\rd@x.io,'
  expect(parseCsv(text)).toEqual([
    ['email', 'name'],
    ['a@x.io', 'Lovelace, Ada'],
    ['b@x.io', 'Say "hi"\nthere'],
    ['c@x.io', 'plain'],
    ['d@x.io', ''],
  ])
})

test('a final line break adds no record; a blank line is a record of one empty cell; an empty text has none', () => {
  expect(parseCsv('a,b\n\nc,d\r\n')).toEqual([['a', 'b'], [''], ['c', 'd']])
  expect(parseCsv('')).toEqual([])
  expect(parseCsv('"",""')).toEqual([['', '']])
})

test('lenient where spreadsheets are: a quote inside an unquoted field is text, text after a closing quote joins the field', () => {
  expect(parseCsv('ab"c,"d"e\n')).toEqual([['ab"c', 'de']])
})

test('a quote never closed is an error naming the row it opens in', () => {
  expect(() => parseCsv('email\na@x.io\n"b@x.io,\nc@x.io\n')).toThrow(new CsvSyntaxError(3))
})

test('the record limit stops the reading as soon as it is passed', () => {
  expect(parseCsv('a\nb\nc', { maxRecords: 3 })).toHaveLength(3)
  expect(() => parseCsv('a\nb\nc\nd', { maxRecords: 3 })).toThrow(CsvTooManyRecords)
})

test('the delimiter is what the header row holds most outside quotes: comma, semicolon or tab', () => {
  expect(detectDelimiter('email;first name;last name\na,b;c')).toBe(';')
  expect(detectDelimiter('email\tname\n')).toBe('\t')
  expect(detectDelimiter('"a;b;c",email,name')).toBe(',')
  expect(detectDelimiter('email')).toBe(',')
  expect(parseCsv('email;name\na@x.io;"Ada; L"')).toEqual([
    ['email', 'name'],
    ['a@x.io', 'Ada; L'],
  ])
})

test("reads back what the site's own export writes, cell for cell", () => {
  const rows = [
    { a: 'plain', b: 'with, comma' },
    { a: 'line\nbreak', b: 'quote "q"' },
    { a: 'cr\ronly', b: '' },
  ]
  const text = toCsv(
    [
      { header: 'A', value: (r: (typeof rows)[number]) => r.a },
      { header: 'B', value: (r: (typeof rows)[number]) => r.b },
    ],
    rows,
  ).replace(/^\uFEFF/, '')
  expect(parseCsv(text)).toEqual([['A', 'B'], ...rows.map((r) => [r.a, r.b])])
})
