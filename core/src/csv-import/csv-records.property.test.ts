/**
 * The hand-written splitter against papaparse (issue 13 "Benchmark": the reader uses its own splitter only where it
 * reads exactly as papaparse): on any text of delimiters, quotes, line breaks and letters it either steps aside or
 * gives papaparse's records; and the lines it names are where each record starts.
 */
import { fc, test } from '@fast-check/vitest'
import Papa from 'papaparse'
import { expect } from 'vitest'
import { parseCsvRecords, splitWellFormedCsv } from './csv-records.ts'

const textArbitrary = fc.string({ unit: fc.constantFrom('a', 'b', ';', ',', '"', "'", '\n', ' ', '\ufeff'), maxLength: 40 })
const delimiterArbitrary = fc.constantFrom(';', ',')
const quoteArbitrary = fc.constantFrom('"', "'")
const papa = (text: string, delimiter: string, quote: string) =>
  Papa.parse<string[]>(text, { delimiter, quoteChar: quote, escapeChar: quote, newline: '\n', skipEmptyLines: false })

test.prop([textArbitrary, delimiterArbitrary, quoteArbitrary], { numRuns: 3000 })('reads every text it takes as papaparse does', (text, delimiter, quote) => {
  const fast = splitWellFormedCsv(text, delimiter, quote)
  const reference = papa(text, delimiter, quote)
  if (fast === undefined) expect(parseCsvRecords(text, delimiter, quote).ok).toBe(reference.errors.every((e) => e.type !== 'Quotes'))
  else {
    expect(reference.errors).toEqual([])
    expect(fast.records).toEqual(reference.data)
  }
})

/** Records of plain or quoted fields, some holding line breaks, delimiters and doubled quotes: the well-formed case. */
const wellFormedArbitrary = fc.array(fc.array(fc.string({ unit: fc.constantFrom('x', ';', '"', '\n', ' '), maxLength: 6 }), { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 8,
})
const quoteField = (value: string): string => `"${value.replaceAll('"', '""')}"`

test.prop([wellFormedArbitrary])('splits written records back, each at its starting line', (records) => {
  const text = records.map((cells) => cells.map(quoteField).join(';')).join('\n')
  const split = splitWellFormedCsv(text, ';', '"')
  expect(split?.records).toEqual(records)
  let line = 1
  const expected = records.map((cells) => {
    const start = line
    line += 1 + cells.join('').split('\n').length - 1
    return start
  })
  expect(split?.lines).toEqual(expected)
  expect([...(split?.multiLine ?? [])]).toEqual(records.flatMap((cells, i) => (cells.some((c) => c.includes('\n')) ? [i] : [])))
})
