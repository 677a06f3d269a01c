import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { formatMoney, parseMoney } from '../index.ts'

describe('parseMoney', () => {
  it('reads German input', () => {
    expect(E.map(formatMoney)(parseMoney('1.234,56'))).toEqual(E.right('1.234,56\u00a0€'))
  })
})
