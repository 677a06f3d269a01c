import { describe, expect, it } from 'vitest'
import { ABORTED, httpStatus, NETWORK_FAILURE, serverIssues, TIMEOUT, undecodable, type BackendError } from '../errors/backend-error.ts'
import { catalogue } from './catalogue.ts'
import { SUPPORT_SITE_ORIGIN } from '../errors/constants.ts'
import { describeBackendError, describeBankCallError, isRetryHelpful, type ErrorNotice } from './describe-backend-error.ts'
import type { Reaction } from '../errors/reaction.ts'

const textOf = (key: keyof typeof catalogue): string => catalogue[key].de

/** A notice of our own text: one text segment. */
const plainNotice = (text: string, reaction: Reaction = 'showNotice'): ErrorNotice => ({
  text,
  segments: [{ kind: 'text', text }],
  reaction,
  retryable: true,
})

const SUPPORT_LINK = `${SUPPORT_SITE_ORIGIN}/artikel/42`

describe('describeBackendError', () => {
  it.each<[string, BackendError]>([
    ['Timeout', TIMEOUT],
    ['Network', NETWORK_FAILURE],
    ['Aborted', ABORTED],
    ['Undecodable', undecodable('GET /accounts', ['at 0.name: expected string'])],
    ['HttpStatus', httpStatus(500)],
    ['ServerIssues', serverIssues(400, [])],
  ])('gives a non-empty text for %s', (_tag, error) => {
    expect(describeBackendError(error).text.trim()).not.toBe('')
  })

  it('says the server took too long on a timeout and on a 408, and offers a retry', () => {
    for (const error of [TIMEOUT, httpStatus(408)]) {
      expect(describeBackendError(error)).toEqual(plainNotice(textOf('backend.timeout')))
    }
  })

  it('says there is no connection when the network fails', () => {
    expect(describeBackendError(NETWORK_FAILURE)).toEqual(plainNotice(textOf('backend.network')))
  })

  it('does not show the decoding report to the user', () => {
    const notice = describeBackendError(undecodable('GET /accounts', ['at 0.name: expected string']))
    expect(notice.text).toBe(textOf('backend.undecodable'))
    expect(notice.text).not.toContain('GET /accounts')
  })

  it('sends a 403 to the no-access page and does not offer a retry, with or without issues', () => {
    for (const error of [httpStatus(403), serverIssues(403, []), serverIssues(403, [{ i18nKey: 'x', i18nValues: { errorText: 'Verboten.' } }])]) {
      const notice = describeBackendError(error)
      expect(notice.reaction).toBe('goToNoAccess')
      expect(notice.retryable).toBe(false)
      expect(notice.text).toBe(textOf('backend.noAccess'))
    }
  })

  it('does not leave for the no-access page when an answer other than 403 names the no-access key', () => {
    const notice = describeBackendError(serverIssues(400, [{ i18nKey: 'backend.noAccess' }]))
    expect(notice.reaction).toBe('showNotice')
    expect(notice.retryable).toBe(true)
    expect(notice.text).toBe(textOf('backend.noAccess'))
  })

  it('tells the wait on a 429 with a retry time', () => {
    const notice = describeBackendError(httpStatus(429, 30))
    expect(notice).toEqual({
      ...plainNotice('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.', 'waitUntilRetry'),
      retryAfterSeconds: 30,
    })
  })

  it('asks to wait a moment on a 429 without a retry time', () => {
    const notice = describeBackendError(httpStatus(429))
    expect(notice.text).toBe(textOf('backend.rateLimitedNoTime'))
    expect(notice.reaction).toBe('waitUntilRetry')
    expect(notice.retryAfterSeconds).toBeUndefined()
    expect(notice.text).not.toMatch(/\{\{/)
  })

  it('keeps a retry time of 0 as a time', () => {
    expect(describeBackendError(httpStatus(429, 0)).retryAfterSeconds).toBe(0)
  })

  it.each([500, 502, 503, 504, 599])('says the service is unavailable on %i, without the status code', (status) => {
    const notice = describeBackendError(httpStatus(status))
    expect(notice.text).toBe(textOf('backend.unavailable'))
    expect(notice.text).not.toMatch(/\d{3}/)
    expect(notice.retryable).toBe(true)
  })

  it.each([400, 404, 409, 422])('says another request failed on %i, without the status code', (status) => {
    const notice = describeBackendError(httpStatus(status))
    expect(notice.text).toBe(textOf('backend.httpStatus'))
    expect(notice.text).not.toMatch(/\d{3}/)
  })

  it('offers no retry for an answer that retrying cannot change ("bereits verbunden", an existing login, a field)', () => {
    for (const key of ['PAYPAL_ACCOUNT_ALREADY_ADDED', 'CONTACT_ALREADY_EXISTS', 'BANKING_USER_NOT_APPROVED_BY_BANK', 'money.required']) {
      expect(describeBackendError(serverIssues(409, [{ i18nKey: key }])).retryable).toBe(false)
    }
    expect(describeBackendError(serverIssues(502, [{ i18nKey: 'banking_internal_error' }])).retryable).toBe(false)
    expect(isRetryHelpful('PAYPAL_ACCOUNT_ALREADY_ADDED', 'showNotice')).toBe(false)
    expect(isRetryHelpful('backend.timeout', 'showNotice')).toBe(true)
    expect(isRetryHelpful('TOO_MANY_TRANSACTIONS_IN_SEARCH', 'showNotice')).toBe(false)
    expect(isRetryHelpful(undefined, 'showOnField')).toBe(false)
  })

  it('says how long to wait on RATE_LIMIT_EXCEEDED with a Retry-After, and keeps its own text without one', () => {
    const timed = describeBackendError(serverIssues(429, [{ i18nKey: 'RATE_LIMIT_EXCEEDED' }], 45))
    expect(timed.text).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 45 Sekunden erneut.')
    expect(timed.retryAfterSeconds).toBe(45)
    expect(timed.reaction).toBe('waitUntilRetry')
    const untimed = describeBackendError(serverIssues(429, [{ i18nKey: 'RATE_LIMIT_EXCEEDED' }]))
    expect(untimed.text).toBe(textOf('RATE_LIMIT_EXCEEDED'))
    expect(untimed.retryAfterSeconds).toBeUndefined()
  })

  it("shows the server's own error text of the first issue when its key is not in the catalogue", () => {
    const notice = describeBackendError(
      serverIssues(422, [
        { i18nKey: 'daily_limit_exceeded', i18nValues: { errorText: 'Der Betrag übersteigt das Tageslimit.' } },
        { i18nKey: 'date.invalid', i18nValues: { errorText: 'Zweiter Text.' } },
      ]),
    )
    expect(notice.text).toBe('Der Betrag übersteigt das Tageslimit.')
    expect(notice.reaction).toBe('showNotice')
    expect(notice.retryable).toBe(true)
  })

  it('shows our text for a known key, with the bank\'s own text where ours has a place for it', () => {
    const known = serverIssues(422, [{ i18nKey: 'money.required', i18nValues: { errorText: 'Server text.' } }])
    expect(describeBackendError(known).text).toBe(textOf('money.required'))
    const bank = serverIssues(502, [{ i18nKey: 'banking_internal_error', i18nValues: { errorText: 'Konto <b>gesperrt</b>.' } }])
    const notice = describeBackendError(bank)
    expect(notice.text).toMatch(/^Fehlermeldung der Bank: Konto gesperrt\. /)
    expect(notice.reaction).toBe('cancelOrder')
  })

  it('falls back to the catalogue text of the first issue', () => {
    expect(describeBackendError(serverIssues(400, [{ i18nKey: 'money.required' }])).text).toBe(textOf('money.required'))
    expect(describeBackendError(serverIssues(400, [{ i18nKey: 'money.required', i18nValues: { errorText: null } }])).text).toBe(
      textOf('money.required'),
    )
    expect(describeBackendError(serverIssues(400, [{ i18nKey: 'money.required', i18nValues: { errorText: '  ' } }])).text).toBe(
      textOf('money.required'),
    )
  })

  it('gives the generic text for an issue key it does not know, never the key', () => {
    const notice = describeBackendError(serverIssues(400, [{ i18nKey: 'transfer.limitExceeded' }]))
    expect(notice.text).toBe(textOf('backend.unknownIssue'))
    expect(notice.text).not.toContain('transfer.limitExceeded')
  })

  it("keeps the support link of the server's text as a link segment, and its text in the plain text", () => {
    const notice = describeBackendError(
      serverIssues(400, [{ i18nKey: 'unknown_issue', i18nValues: { errorText: `Bitte lesen Sie <a href="${SUPPORT_LINK}">die Hilfe</a>.` } }]),
    )
    expect(notice.segments).toEqual([
      { kind: 'text', text: 'Bitte lesen Sie ' },
      { kind: 'link', text: 'die Hilfe', href: SUPPORT_LINK },
      { kind: 'text', text: '.' },
    ])
    expect(notice.text).toBe('Bitte lesen Sie die Hilfe.')
  })

  it("keeps the bank's support link inside our text for a known key", () => {
    const notice = describeBackendError(
      serverIssues(502, [{ i18nKey: 'banking_internal_error', i18nValues: { errorText: `Siehe <a href="${SUPPORT_LINK}">Hilfe</a>` } }]),
    )
    expect(notice.segments).toContainEqual({ kind: 'link', text: 'Hilfe', href: SUPPORT_LINK })
    expect(notice.text).toMatch(/^Fehlermeldung der Bank: Siehe Hilfe/)
  })

  it('drops a link that is not to the support site, keeping its text', () => {
    const notice = describeBackendError(
      serverIssues(400, [{ i18nKey: 'unknown_issue', i18nValues: { errorText: 'Siehe <a href="https://evil.example/">hier</a>' } }]),
    )
    expect(notice.segments).toEqual([{ kind: 'text', text: 'Siehe hier' }])
  })

  it('reads an empty issue list like a bare status', () => {
    expect(describeBackendError(serverIssues(503, []))).toEqual(describeBackendError(httpStatus(503)))
    expect(describeBackendError(serverIssues(429, []))).toEqual(describeBackendError(httpStatus(429)))
  })
})

describe('describeBankCallError (accounts-and-transfers 7.1 and 8: a 408 from a bank call)', () => {
  const BANK_FAILED = 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen. Bitte versuchen Sie es später erneut. (408)'
  it('an HTTP 408 is the bank connection failure, with (408)', () => {
    const notice = describeBankCallError(httpStatus(408))
    expect(notice.text).toBe(BANK_FAILED)
    expect(notice.text.endsWith('(408)')).toBe(true)
    expect(notice.retryable).toBe(true)
  })
  it('a 408 with issues is the bank connection failure too, unless an issue asks for the PIN', () => {
    expect(describeBankCallError(serverIssues(408, [{ i18nKey: 'some_bank_issue' }])).text).toBe(BANK_FAILED)
    expect(describeBankCallError(serverIssues(408, [{ i18nKey: 'missing_entity', source: 'pin' }])).reaction).toBe(
      'promptForPinThenRetry',
    )
  })
  it('the bank connection failure is one text segment; a server text keeps its support link as for any call', () => {
    expect(describeBankCallError(httpStatus(408)).segments).toEqual([{ kind: 'text', text: BANK_FAILED }])
    const linked = serverIssues(400, [{ i18nKey: 'unknown_issue', i18nValues: { errorText: `<a href="${SUPPORT_LINK}">Hilfe</a>` } }])
    expect(describeBankCallError(linked).segments).toEqual([{ kind: 'link', text: 'Hilfe', href: SUPPORT_LINK }])
  })
  it('our own time limit and every other status read as for any call', () => {
    expect(describeBankCallError(TIMEOUT)).toEqual(describeBackendError(TIMEOUT))
    for (const status of [400, 404, 429, 500, 503]) {
      expect(describeBankCallError(httpStatus(status))).toEqual(describeBackendError(httpStatus(status)))
    }
  })
})
