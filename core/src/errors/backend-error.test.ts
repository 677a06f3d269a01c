import { describe, expect, it } from 'vitest'
import { ABORTED, httpStatus, NETWORK_FAILURE, parseRetryAfterSeconds, serverIssues, statusOfBackendError, TIMEOUT, undecodable } from './backend-error.ts'

const NOW = new Date('2015-10-21T07:28:00Z')

describe('parseRetryAfterSeconds', () => {
  it.each([
    ['120', 120],
    [' 120 ', 120],
    ['0', 0],
    ['007', 7],
  ])('reads the seconds %j as %i', (header, expected) => {
    expect(parseRetryAfterSeconds(header, NOW)).toBe(expected)
  })

  it('reads an HTTP date as the seconds from now until then', () => {
    expect(parseRetryAfterSeconds('Wed, 21 Oct 2015 07:29:00 GMT', NOW)).toBe(60)
    expect(parseRetryAfterSeconds('Wed, 21 Oct 2015 08:28:00 GMT', NOW)).toBe(3600)
    expect(parseRetryAfterSeconds('Thu, 22 Oct 2015 07:28:00 GMT', NOW)).toBe(86_400)
  })

  it('rounds part of a second up, so the retry never comes early', () => {
    expect(parseRetryAfterSeconds('Wed, 21 Oct 2015 07:28:01 GMT', new Date('2015-10-21T07:28:00.001Z'))).toBe(1)
  })

  it('reads the obsolete RFC 850 and asctime forms as GMT', () => {
    expect(parseRetryAfterSeconds('Wednesday, 21-Oct-15 07:30:00 GMT', NOW)).toBe(120)
    expect(parseRetryAfterSeconds('Wed Oct 21 07:30:00 2015', NOW)).toBe(120)
    expect(parseRetryAfterSeconds('Sun Nov  6 08:49:37 1994', new Date('1994-11-06T08:49:00Z'))).toBe(37)
  })

  it('gives 0 for a date already past', () => {
    expect(parseRetryAfterSeconds('Wed, 21 Oct 2015 07:27:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfterSeconds('Thu, 01 Jan 1970 00:00:00 GMT', NOW)).toBe(0)
  })

  it.each([null, undefined, '', '   ', 'soon', 'abc', '1.5', '-5', '+5', '5 minutes', '0x10', '1e3', 'later 1', '1 2', 'Wed, 99 Foo 2015 07:29:00 GMT', '21 Oct 2015'])(
    'gives no time for %j',
    (header) => {
      expect(parseRetryAfterSeconds(header, NOW)).toBeUndefined()
    },
  )
})

describe('statusOfBackendError', () => {
  it('gives the status of answers with one, 408 for a timeout, none otherwise', () => {
    expect(statusOfBackendError(serverIssues(422, []))).toBe(422)
    expect(statusOfBackendError(httpStatus(503))).toBe(503)
    expect(statusOfBackendError(httpStatus(429, 30))).toBe(429)
    expect(statusOfBackendError(TIMEOUT)).toBe(408)
    expect(statusOfBackendError(NETWORK_FAILURE)).toBeUndefined()
    expect(statusOfBackendError(ABORTED)).toBeUndefined()
    expect(statusOfBackendError(undecodable('GET /accounts', ['x']))).toBeUndefined()
  })
})

describe('constructors', () => {
  it('build the tagged shapes', () => {
    expect(httpStatus(500)).toEqual({ _tag: 'HttpStatus', status: 500, retryAfterSeconds: undefined })
    expect(httpStatus(429, 5)).toEqual({ _tag: 'HttpStatus', status: 429, retryAfterSeconds: 5 })
    expect(serverIssues(400, [{ i18nKey: 'k' }])).toEqual({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'k' }] })
    expect(undecodable('r', ['a'])).toEqual({ _tag: 'Undecodable', route: 'r', report: ['a'] })
  })
})
