/** The TAN the user types (spec: transactions-import-proposals 2 "TAN input", 7 "Strong customer authentication"). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { SCA_TAN_MAX_LENGTH_CHARS, SCA_TAN_MIN_LENGTH_CHARS } from './constants.ts'

/** The field name of the TAN, for its messages. */
export const TAN_FIELD = 'tan'

const TAN_CHARACTERS = /^[A-Za-z0-9]+$/

/**
 * Checks a typed TAN and gives it as it is sent: white space anywhere dropped (apps and SMS show TANs in groups,
 * '123 456'), then required ('sca.tanRequired') and 4 to 16 letters or digits ('sca.tanInvalidFormat'). The TAN never
 * travels in an issue.
 * @example validateTan(' 123 456 ') // right('123456')
 * @example validateTan('') // left([{ field: 'tan', key: 'sca.tanRequired' }])
 */
export const validateTan = (typed: string): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const tan = typed.replace(/\s+/g, '')
  if (tan === '') return E.left([validationIssue(TAN_FIELD, 'sca.tanRequired')])
  if (!TAN_CHARACTERS.test(tan) || tan.length < SCA_TAN_MIN_LENGTH_CHARS || tan.length > SCA_TAN_MAX_LENGTH_CHARS) {
    return E.left([
      validationIssue(TAN_FIELD, 'sca.tanInvalidFormat', { minLength: SCA_TAN_MIN_LENGTH_CHARS, maxLength: SCA_TAN_MAX_LENGTH_CHARS }),
    ])
  }
  return E.right(tan)
}
