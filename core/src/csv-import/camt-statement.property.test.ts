/**
 * The CAMT reader reads back what the writer wrote, in every version and kind, and never throws: not on any text, not
 * on a valid document cut, patched or shuffled.
 */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import type { StructuredEntry, StructuredStatement } from './structured-statement.ts'
import { camtStatementArbitrary } from './camt-statement.arbitrary.ts'
import { formatCamtStatement, isCamtText, readCamtStatement, type CamtKind, type CamtVersion } from './camt-statement.ts'

const VERSIONS: ReadonlyArray<CamtVersion> = ['001.02', '001.04', '001.08']
const KINDS: ReadonlyArray<CamtKind> = ['053', '052']

const comparableEntry = (e: StructuredEntry) => ({
  bookingDate: e.bookingDate,
  valueDate: e.valueDate,
  amount: e.amount.value.toFixed(2),
  counterpartyName: e.counterpartyName,
  counterpartyIban: e.counterpartyIban,
  purpose: e.purpose,
  bookingText: e.bookingText,
  pending: e.pending,
  bankReference: e.bankReference,
})
/** Lines left out; an entry without purpose reads back with its booking text as purpose (the AddtlNtryInf fallback). */
const comparable = (s: StructuredStatement, written: boolean) => ({
  format: s.format,
  account: s.account,
  parts: s.parts.map((p) => ({
    number: p.number,
    opening: p.opening?.value.toFixed(2) ?? null,
    closing: p.closing?.value.toFixed(2) ?? null,
    entries: p.entries.map((e) => comparableEntry(written && e.purpose === '' ? { ...e, purpose: e.bookingText } : e)),
  })),
})

describe('formatCamtStatement and readCamtStatement', () => {
  test.prop([camtStatementArbitrary])('read back every statement written, in each version and kind', (statement) => {
    for (const version of VERSIONS) {
      for (const kind of KINDS) {
        const text = formatCamtStatement(statement, version, kind)
        expect(isCamtText(text)).toBe(true)
        const read = readCamtStatement(text)
        if (E.isLeft(read)) throw new Error(`${version} ${kind}: ${JSON.stringify(read.left)}`)
        expect(comparable(read.right, false)).toEqual(comparable(statement, true))
        // Each entry's line is where its Ntry starts, in file order.
        const lines = read.right.parts.flatMap((p) => [p.line, ...p.entries.map((e) => e.line)])
        expect(lines).toEqual([...lines].sort((a, b) => a - b))
        for (const [i, entryLine] of read.right.parts.flatMap((p) => p.entries.map((e) => e.line)).entries()) {
          expect(text.split('\n')[entryLine - 1]?.trim(), `entry ${i}`).toBe('<Ntry>')
        }
      }
    }
  })
})

const isEither = (value: unknown): boolean => E.isLeft(value as E.Either<unknown, unknown>) || E.isRight(value as E.Either<unknown, unknown>)

/** Edits of a valid document: cut at a point, a slice removed or doubled, markup characters put in. */
const mutationArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('double' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom('<', '>', '&', '</Ntry>', '<Ntry>', '&amp', '"', ']]>', '<!--', '\u0000', '<Stmt>', '</Amt>', '-', 'x') }),
)
type Mutation = typeof mutationArbitrary extends fc.Arbitrary<infer M> ? M : never
const mutate = (text: string, m: Mutation): string => {
  const at = text.length === 0 ? 0 : m.at % text.length
  switch (m.kind) {
    case 'cut':
      return text.slice(0, at)
    case 'remove':
      return text.slice(0, at) + text.slice(at + m.length)
    case 'double':
      return text.slice(0, at + m.length) + text.slice(at)
    case 'insert':
      return text.slice(0, at) + m.text + text.slice(at)
  }
}

describe('readCamtStatement never throws', () => {
  test.prop([fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[<>/&;a-zA-Z:="' \n]{0,60}$/))])('on any text', (text) => {
    expect(isEither(readCamtStatement(text))).toBe(true)
    expect(typeof isCamtText(text)).toBe('boolean')
  })

  test.prop([camtStatementArbitrary, fc.constantFrom(...VERSIONS), fc.constantFrom(...KINDS), fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 })])(
    'on a valid document with edits',
    (statement, version, kind, mutations) => {
      const text = mutations.reduce(mutate, formatCamtStatement(statement, version, kind))
      const read = readCamtStatement(text)
      expect(isEither(read)).toBe(true)
      if (E.isLeft(read)) {
        for (const issue of read.left) expect(['csvImport.camtUnreadable', 'csvImport.camtNotAStatement']).toContain(issue.key)
      }
    },
  )
})
