/** fast-check arbitraries for dates. */
import fc from 'fast-check'
import { berlinDateOf, type LocalDate } from './local-date.ts'

/** Instants between 1970 and 2100, where the tz database's rules for Berlin are stable. */
export const instantArbitrary = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
export const localDateArbitrary: fc.Arbitrary<LocalDate> = instantArbitrary.map(berlinDateOf)
