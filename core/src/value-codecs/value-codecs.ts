/**
 * io-ts wire codecs of the value types (spec: accounts-and-transfers 3 and 5.2: IBAN and BIC). They sit apart from
 * iban/ and bic/ so that those areas' entries load no io-ts; another service that decodes wire data imports them from
 * here (`@kontor/core/value-codecs`) or from the core's main entry.
 */
import * as t from 'io-ts'
import { isBic } from '../bic/bic.ts'
import { isIban } from '../iban/iban.ts'

/**
 * Accepts only strings already in electronic format that pass `parseIban`; it never normalises, so what the server
 * sends is what is stored.
 */
export const IbanCodec = t.brand(t.string, isIban, 'Iban')

/** Accepts only strings already in normal form that pass `parseBic`. */
export const BicCodec = t.brand(t.string, isBic, 'Bic')
