import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_EDIT_FIELDS } from '../accounts/account-edit-form.ts'
import { errorTextToPlain } from '../errors/error-text.ts'
import { httpStatus, NETWORK_FAILURE, serverIssues } from '../errors/backend-error.ts'
import { describeAccountSaveFailure } from './account-edit-failure.ts'
import { backendErrorArbitrary } from './backend-error.arbitrary.ts'
import { isCatalogueKey, messageFor } from './catalogue.ts'

describe('describeAccountSaveFailure', () => {
  it('puts a server issue on the field it names', () => {
    expect(describeAccountSaveFailure(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'iban' }]))).toEqual({
      kind: 'refused',
      fieldErrors: { iban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] },
      notices: [],
      conflict: false,
    })
  })

  it('a stale lockVersion is a conflict, said above the form', () => {
    const failure = describeAccountSaveFailure(serverIssues(409, [{ i18nKey: 'banking.concurrentModification', source: 'lockVersion' }]))
    expect(failure).toMatchObject({ kind: 'refused', fieldErrors: {}, conflict: true })
    expect(failure.kind === 'refused' && failure.notices.map((n) => errorTextToPlain(n.segments))).toEqual([messageFor('banking.concurrentModification')])
  })

  it('an issue of no field is a notice in the server’s words, and no conflict', () => {
    const failure = describeAccountSaveFailure(serverIssues(409, [{ i18nKey: 'something_new', source: null, i18nValues: { errorText: 'Das Konto wurde inzwischen geändert.' } }]))
    expect(failure).toMatchObject({ kind: 'refused', fieldErrors: {}, conflict: false })
    expect(failure.kind === 'refused' && failure.notices.map((n) => errorTextToPlain(n.segments))).toEqual(['Das Konto wurde inzwischen geändert.'])
  })

  it.each([
    ['a missing permission, whatever its issues', serverIssues(403, [{ i18nKey: 'INVALID_IBAN', source: 'iban' }])],
    ['an answer with no issues', serverIssues(400, [])],
    ['a status without a body', httpStatus(503)],
    ['no answer', NETWORK_FAILURE],
  ])('%s stays the error itself, for the notice with its retry', (_name, error) => {
    expect(describeAccountSaveFailure(error)).toEqual({ kind: 'failed', error })
  })
})

test.prop([backendErrorArbitrary])('a failure is a refusal exactly when the server sent issues (and no 403); its field texts are on form fields', (error) => {
  const failure = describeAccountSaveFailure(error)
  const refused = error._tag === 'ServerIssues' && error.status !== 403 && error.issues.length > 0
  expect(failure.kind).toBe(refused ? 'refused' : 'failed')
  if (failure.kind === 'refused') for (const field of Object.keys(failure.fieldErrors)) expect(ACCOUNT_EDIT_FIELDS).toContain(field)
})

const unknownKeyArbitrary = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !key.includes('@') && !isCatalogueKey(key))

test.prop([unknownKeyArbitrary, fc.constantFrom(...ACCOUNT_EDIT_FIELDS), fc.constantFrom(400, 409, 422)])(
  'a server issue the catalogue does not know lands on the field it names, in the server’s words or ours',
  (i18nKey, field, status) => {
    const failure = describeAccountSaveFailure(serverIssues(status, [{ i18nKey, source: field }]))
    expect(failure.kind === 'refused' && failure.fieldErrors[field]?.length).toBe(1)
    expect(failure.kind === 'refused' && failure.notices).toEqual([])
  },
)
