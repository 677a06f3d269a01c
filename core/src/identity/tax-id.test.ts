import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import {
  canSubmitTaxIdentificationNumberForm,
  isTaxIdentificationNumber,
  normalizeTaxIdentificationNumber,
  parseTaxIdentificationNumber,
  TaxIdentificationNumberCodec,
} from './tax-id.ts'

const INVALID = E.left([{ field: 'taxIdentificationNumber', key: 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER' }])

describe('toIso7064Mod1110CheckDigit', () => {
  it.each([
    ['8187249563', 3],
    ['1123456789', 0], // 11 - 1 = 10 is written as 0
    ['13669597', 6],
    ['12345678', 8],
  ])('the check digit of %s is %i', (digits, check) => {
    expect(toIso7064Mod1110CheckDigit(digits)).toBe(check)
  })
})

describe('parseTaxIdentificationNumber', () => {
  // Examples of the ELSTER paper "Prüfung der Steuer- und Steueridentifikationsnummer" and of common test suites.
  it.each([
    ['81872495633', 'one digit twice'],
    ['86095742719', '7 twice'],
    ['47036892816', '8 twice'],
    ['65929970489', '9 three times, never adjacent'],
    ['57549285017', '5 three times'],
    ['25768131411', '1 three times, two of them adjacent'],
    ['11234567890', 'the doubled digit may stand side by side'],
    ['11012345675', 'two of three equal digits may stand side by side'],
  ])('accepts %s (%s)', (id) => {
    expect(parseTaxIdentificationNumber(id)).toEqual(E.right(id))
  })

  it.each([
    ['11123456786', 'three equal digits in a row'],
    ['11012234564', 'two digits repeated (1 three times, 2 twice)'],
    ['11223456785', 'two digits twice'],
    ['11212234562', 'two digits three times'],
    ['11012134569', 'one digit four times'],
    ['12345678903', 'no digit repeated'],
    ['98765432106', 'no digit repeated'],
    ['02476291358', 'a BZSt test number: starts with 0'],
    ['01872495639', 'starts with 0, check digit matching'],
    ['81872495634', 'wrong check digit'],
    ['8187249563', 'ten digits'],
    ['818724956333', 'twelve digits'],
    ['8187249563a', 'a letter'],
    ['81872-495633', 'a hyphen'],
    ['', 'empty'],
    ['   ', 'only spaces'],
  ])('rejects %j (%s)', (id) => {
    expect(parseTaxIdentificationNumber(id)).toEqual(INVALID)
  })

  it('ignores white space, as the number is printed in groups', () => {
    expect(parseTaxIdentificationNumber(' 81 872 495 633\u00a0')).toEqual(E.right('81872495633'))
    expect(parseTaxIdentificationNumber('81\t872\n495633')).toEqual(E.right('81872495633'))
  })

  it('reports the issue on the field it is given', () => {
    expect(parseTaxIdentificationNumber('1', 'taxNumber')).toEqual(
      E.left([{ field: 'taxNumber', key: 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER' }]),
    )
  })

  it('normalises only white space', () => {
    expect(normalizeTaxIdentificationNumber(' 81 872/495 633 ')).toBe('81872/495633')
  })

  it('the codec accepts only the compact form', () => {
    expect(TaxIdentificationNumberCodec.is('81872495633')).toBe(true)
    expect(TaxIdentificationNumberCodec.is('81 872 495 633')).toBe(false)
    expect(E.isRight(TaxIdentificationNumberCodec.decode('81872495633'))).toBe(true)
    expect(E.isLeft(TaxIdentificationNumberCodec.decode(81872495633))).toBe(true)
    expect(isTaxIdentificationNumber('81872495634')).toBe(false)
  })
})

describe('canSubmitTaxIdentificationNumberForm', () => {
  it('is disabled while the field is empty', () => {
    expect(canSubmitTaxIdentificationNumberForm('')).toBe(false)
    expect(canSubmitTaxIdentificationNumberForm('  ')).toBe(false)
    expect(canSubmitTaxIdentificationNumberForm('1')).toBe(true)
  })
})
