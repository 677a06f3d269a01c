/** fast-check arbitraries for valid German VAT ids (USt-IdNr.). */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import { parseVatId, type VatId } from './vat-id.ts'

/** Any valid German VAT id, e.g. 'DE136695976'. */
export const vatIdArbitrary: fc.Arbitrary<VatId> = fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => {
  const body = String(n)
  return E.getOrElse<unknown, VatId>(() => {
    throw new Error(`generated an invalid VAT id from ${body}`)
  })(parseVatId(`DE${body}${toIso7064Mod1110CheckDigit(body)}`))
})
