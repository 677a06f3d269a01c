import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseRetryAfterSeconds } from './backend-error.ts'

/** Instants where the IMF-fixdate form has a four-digit year and whole seconds. */
const instantArbitrary = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000))

test.prop([fc.nat({ max: 10_000_000 }), instantArbitrary])('delay-seconds are read as they are, whatever the time', (seconds, now) => {
  expect(parseRetryAfterSeconds(String(seconds), now)).toBe(seconds)
})

test.prop([instantArbitrary, fc.integer({ min: -86_400 * 30, max: 86_400 * 30 })])(
  'an HTTP date gives the whole seconds until then, or 0 once it has passed',
  (now, offsetSeconds) => {
    const header = new Date(now.getTime() + offsetSeconds * 1000).toUTCString() // IMF-fixdate
    expect(parseRetryAfterSeconds(header, now)).toBe(Math.max(0, offsetSeconds))
  },
)

/** HTTP dates in the three forms of RFC 9110 (IMF-fixdate, RFC 850, asctime), before or after any now. */
const httpDateArbitrary = instantArbitrary.chain((d) => {
  const [day = '', dd = '', mon = '', yyyy = '', time = ''] = d.toUTCString().split(' ')
  return fc.constantFrom(d.toUTCString(), `${day} ${dd}-${mon}-${yyyy.slice(2)} ${time} GMT`, `${day.slice(0, 3)} ${mon} ${dd.replace(/^0/, ' ')} ${time} ${yyyy}`)
})
/** Headers of every kind: seconds (padded or not), HTTP dates, and any text. */
const retryAfterArbitrary = fc.oneof(
  fc.string(),
  fc.tuple(fc.constantFrom('', ' '), fc.nat(), fc.constantFrom('', ' ')).map(([a, n, b]) => `${a}${n}${b}`),
  httpDateArbitrary,
)

test.prop([retryAfterArbitrary, instantArbitrary])('the answer is undefined or a whole number of seconds, never negative', (header, now) => {
  const seconds = parseRetryAfterSeconds(header, now)
  expect(seconds === undefined || (Number.isInteger(seconds) && seconds >= 0)).toBe(true)
})

test.prop([fc.stringMatching(/^[-+.,\d a-z]{1,12}$/).filter((s) => !/^\s*\d+\s*$/.test(s)), instantArbitrary])(
  'text that is neither seconds nor an HTTP date gives no time',
  (header, now) => {
    expect(parseRetryAfterSeconds(header, now)).toBeUndefined()
  },
)
