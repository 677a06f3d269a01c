/** The transfer calls' encodings on the wire: what the client writes, the server reads back unchanged. */
import type { ScaAnswer } from '@kontor/core'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fromScaHeaders, toScaHeaders } from './banking-headers.ts'
import { headerReaderOf, overTheWire } from './requests.ts'
import { ROUTES, pathOf } from './routes.ts'
import { changeRequestIdOfSmsTanPath } from './transfer-port.ts'
import {
  fromBankTransferIdsSearchParams,
  fromContactSearchParams,
  fromTransferPageSearchParams,
  toBankTransferIdsSearchParams,
  toContactSearchParams,
  toTransferPageSearchParams,
} from './transfer-queries.ts'

const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })

const scaAnswerArbitrary: fc.Arbitrary<ScaAnswer> = fc.record(
  { tan: text, securityId: text, requestedAction: text, token: text, financialContactId: text },
  { requiredKeys: [] },
)

describe('transfer wire encodings', () => {
  test.prop([scaAnswerArbitrary])('an SCA answer survives the headers, any text percent-encoded', (sca) => {
    const read = fromScaHeaders(headerReaderOf(toScaHeaders(sca)))
    expect(read).toEqual(E.right(sca))
  })

  it('sends no SCA header without an answer, and reads none as an empty answer', () => {
    expect(toScaHeaders(undefined)).toEqual({})
    expect(fromScaHeaders(headerReaderOf({}))).toEqual(E.right({}))
    expect(fromScaHeaders(headerReaderOf({ 'X-Sca-Tan': '%E0%A4%A' }))).toEqual(E.left({ parameter: 'X-Sca-Tan' }))
  })

  test.prop([fc.array(fc.string({ unit: 'binary', maxLength: 20 }), { maxLength: 8 })])(
    'bankTransferIds come back in order, commas and empty ids included',
    (ids) => {
      expect(fromBankTransferIdsSearchParams(overTheWire(toBankTransferIdsSearchParams(ids)))).toEqual(ids)
    },
  )

  test.prop([fc.nat({ max: 99_999 }), fc.integer({ min: 1, max: 500 }), fc.option(fc.constantFrom('EXECUTED', 'ERROR'), { nil: undefined })])(
    'a page query comes back as sent',
    (pageNumber, pageSize, status) => {
      const read = fromTransferPageSearchParams(overTheWire(toTransferPageSearchParams({ pageNumber, pageSize }, status)))
      expect(read).toEqual(E.right({ pageNumber, pageSize, status }))
    },
  )

  it.each(['-1', '1.5', '1e3', 'zwei', '0x10'])('refuses the page number %s, naming it', (value) => {
    expect(fromTransferPageSearchParams(new URLSearchParams({ pageNumber: value }))).toEqual(E.left({ parameter: 'pageNumber' }))
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])('a contact search asks for 50 rows from row 0 with the term as typed', (query) => {
    expect(fromContactSearchParams(overTheWire(toContactSearchParams(query)))).toEqual(E.right({ query, firstRow: 0, numRows: 50 }))
  })

  test.prop([fc.stringMatching(/^[A-Za-z0-9_~:@-][A-Za-z0-9._~:@-]{0,29}$/)])(
    'the SMS-TAN endpoint the server gives is read back to its change request id',
    (id) => {
      expect(changeRequestIdOfSmsTanPath(pathOf(ROUTES.requestSmsTan, { changeRequestId: id }))).toBe(id)
    },
  )

  it.each(['..', '%2e%2e', 'a%2Fb', 'a b'])('refuses an SMS-TAN endpoint whose id is no plain identifier: %s', (segment) => {
    expect(changeRequestIdOfSmsTanPath(ROUTES.requestSmsTan.path.replace('{changeRequestId}', segment))).toBeUndefined()
  })

  it.each(['/elsewhere/cr-1/smsTan', `${ROUTES.requestSmsTan.path.replace('{changeRequestId}', 'a/b')}`, ROUTES.requestSmsTan.path.replace('{changeRequestId}', '')])(
    'refuses an SMS-TAN endpoint of another form: %s',
    (path) => {
      expect(changeRequestIdOfSmsTanPath(path)).toBeUndefined()
    },
  )
})
