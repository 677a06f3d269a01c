import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { CSV_FILE_MAX_SIZE_BYTES, STATEMENT_FILE_EXTENSIONS } from './constants.ts'
import { csvFileInfoArbitrary, csvFileNameArbitrary, csvFileSizeArbitrary } from './csv-import.arbitrary.ts'
import { validateCsvFile } from './file-rules.ts'

test.prop([csvFileInfoArbitrary])('a file is accepted exactly when it ends in a statement extension (any case) and has 1 to 5,000,000 bytes', (file) => {
  const accepted = STATEMENT_FILE_EXTENSIONS.some((e) => file.name.toLowerCase().endsWith(e)) && file.sizeBytes >= 1 && file.sizeBytes <= CSV_FILE_MAX_SIZE_BYTES
  expect(E.isRight(validateCsvFile(file))).toBe(accepted)
})

test.prop([csvFileNameArbitrary, csvFileSizeArbitrary, fc.string()])('the mime type never changes the answer', (name, sizeBytes, mimeType) => {
  const issues = (r: ReturnType<typeof validateCsvFile>) => (E.isLeft(r) ? r.left : [])
  const withMime = validateCsvFile({ name, sizeBytes, mimeType })
  const without = validateCsvFile({ name, sizeBytes })
  expect(E.isRight(withMime)).toBe(E.isRight(without))
  expect(issues(withMime)).toEqual(issues(without))
})

test.prop([csvFileNameArbitrary, fc.integer({ min: 1, max: CSV_FILE_MAX_SIZE_BYTES })])('changing the case of a name changes nothing', (name, sizeBytes) => {
  const a = E.isRight(validateCsvFile({ name, sizeBytes }))
  expect(E.isRight(validateCsvFile({ name: name.toUpperCase(), sizeBytes }))).toBe(a)
  expect(E.isRight(validateCsvFile({ name: name.toLowerCase(), sizeBytes }))).toBe(a)
})

test.prop([fc.integer({ min: 1, max: CSV_FILE_MAX_SIZE_BYTES }), fc.integer({ min: 1, max: CSV_FILE_MAX_SIZE_BYTES })])(
  'a smaller non-empty file is never refused for its size when a larger one is accepted',
  (a, b) => {
    const [small, large] = a <= b ? [a, b] : [b, a]
    fc.pre(E.isRight(validateCsvFile({ name: 'x.csv', sizeBytes: large })))
    expect(E.isRight(validateCsvFile({ name: 'x.csv', sizeBytes: small }))).toBe(true)
  },
)
