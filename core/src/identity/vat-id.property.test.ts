import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { vatIdArbitrary } from './vat-id.arbitrary.ts'
import { parseVatId } from './vat-id.ts'

test.prop([vatIdArbitrary])('a generated valid VAT id parses to itself', (id) => {
  expect(parseVatId(id)).toEqual(E.right(id))
})

test.prop([vatIdArbitrary, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 9 })])(
  'any single-digit change of a valid VAT id is rejected',
  (id, at, delta) => {
    const changed = `${id.slice(0, at)}${(Number(id[at]) + delta) % 10}${id.slice(at + 1)}`
    expect(parseVatId(changed)).toEqual(E.left([{ field: 'vatNumber', key: 'INVALID_COMPANY_VAT_REGISTRATION_ID' }]))
  },
)

test.prop([vatIdArbitrary, fc.constantFrom('', ' ', '  '), fc.boolean()])('spacing and the case of the prefix do not matter', (id, pad, lower) => {
  const typed = `${pad}${lower ? id.slice(0, 2).toLowerCase() : id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5)}${pad}`
  expect(parseVatId(typed)).toEqual(E.right(id))
})

test.prop([fc.string({ maxLength: 14 })])('anything accepted is DE and nine digits; anything else gets exactly one issue', (s) => {
  const result = parseVatId(s)
  if (E.isRight(result)) expect(result.right).toMatch(/^DE[1-9]\d{8}$/)
  else expect(result.left).toHaveLength(1)
})
