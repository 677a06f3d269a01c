import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { decideTransferDeletion, DELETABLE_TRANSFER_KINDS, isTanRequiredForTransferDeletion, validateTransferDeletion } from './transfer-deletion.ts'

test.prop([fc.constantFrom(...DELETABLE_TRANSFER_KINDS), fc.boolean()])(
  'a planned transfer is never deleted without MFA, and never without a TAN; a prepared one always only with confirmation',
  (kind, mfaActivated) => {
    const decision = decideTransferDeletion(kind, mfaActivated)
    const planned = kind !== 'prepared'
    expect(decision._tag === 'ActivateMfaFirst').toBe(planned && !mfaActivated)
    expect(decision._tag === 'ConfirmThenDeleteWithTan').toBe(planned && mfaActivated)
    expect(decision._tag === 'ConfirmThenDelete').toBe(!planned)
    expect(isTanRequiredForTransferDeletion(kind)).toBe(planned)
    expect(E.isLeft(validateTransferDeletion(kind, mfaActivated))).toBe(planned && !mfaActivated)
  },
)
