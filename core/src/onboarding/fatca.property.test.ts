import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { validateFatcaAnswer } from './fatca.ts'

test.prop([fc.constantFrom(true, false, null, undefined), fc.constantFrom('fatcaRelevant', 'person.fatcaRelevant')])(
  'exactly "no" passes; anything else gives one issue on the field',
  (answer, field) => {
    const result = validateFatcaAnswer(answer, field)
    expect(E.isRight(result)).toBe(answer === false)
    if (E.isLeft(result)) expect(result.left.map((i) => i.field)).toEqual([field])
  },
)
