import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { messageForValidationIssue } from '../catalogue/issue-routing.ts'
import { validateTan } from './tan-rules.ts'

describe('validateTan', () => {
  it('takes a TAN, white space dropped', () => {
    expect(validateTan(' 123 456 ')).toEqual(E.right('123456'))
    expect(validateTan('a1B2c3')).toEqual(E.right('a1B2c3'))
  })

  it('asks for a TAN when none was typed', () => {
    const result = validateTan('   ')
    expect(result).toEqual(E.left([{ field: 'tan', key: 'sca.tanRequired' }]))
    if (E.isLeft(result)) expect(result.left.map(messageForValidationIssue)).toEqual(['Bitte geben Sie die TAN ein.'])
  })

  it.each(['123', '1'.repeat(17), '12-34-56', '12345ä', 'DROP TABLE;'])('rejects %s with the TAN form in German', (typed) => {
    const result = validateTan(typed)
    expect(E.isLeft(result)).toBe(true)
    if (E.isLeft(result)) {
      expect(result.left.map(messageForValidationIssue)).toEqual([
        'Eine TAN besteht aus 4 bis 16 Buchstaben oder Ziffern. Bitte prüfen Sie Ihre Eingabe.',
      ])
    }
  })
})
