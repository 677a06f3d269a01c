/** E-mail addresses of persons and legal representatives (spec: hub-and-business-account 5 "Freelancer data", "Legal representative"). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { EMAIL_LOCAL_PART_MAX_LENGTH_CHARS, EMAIL_MAX_LENGTH_CHARS } from './constants.ts'

export const INVALID_EMAIL_KEY = 'identity.invalidEmail'

/** RFC 5322 dot-atom characters for the part before the @ (no quoted strings: no bank accepts them). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/u
/** A domain label: letters (also umlauts, for IDN domains), digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
/** A top-level domain: two or more letters, or an IDN in its punycode form. */
const TOP_LEVEL_DOMAIN = /^(\p{L}{2,}|xn--[a-z0-9-]+)$/iu

/**
 * Reads an e-mail address; surrounding white space is dropped, the rest is kept as typed.
 *
 * Reading (the spec only says "email required"): the address must have exactly one '@'; before it 1 to 64
 * characters of the RFC 5322 dot-atom (letters, digits, !#$%&'*+/=?^_`{|}~- and single inner dots); after it a
 * domain of at least two labels, each made of letters, digits and inner hyphens, ending in a top-level domain of
 * letters; at most 254 characters in all. IP-address domains and quoted local parts are rejected: they are legal
 * but no customer of a business bank uses them, and they are a common way to smuggle junk past a form.
 * @example parseEmailAddress(' max.mustermann@example.de ') // right('max.mustermann@example.de')
 */
export const parseEmailAddress = (input: string, field = 'email'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const email = input.trim()
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  const valid =
    at > 0 &&
    email.length <= EMAIL_MAX_LENGTH_CHARS &&
    local.length <= EMAIL_LOCAL_PART_MAX_LENGTH_CHARS &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '')
  return valid ? E.right(email) : E.left([validationIssue(field, INVALID_EMAIL_KEY)])
}
