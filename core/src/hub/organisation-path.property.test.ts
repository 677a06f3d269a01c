import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { toOrganisationPathPrefix } from './organisation-path.ts'

const idArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const restArbitrary = fc.array(fc.stringMatching(/^[a-z0-9]{0,8}$/), { maxLength: 4 }).map((parts) => parts.map((p) => `/${p}`).join(''))

test.prop([idArbitrary, restArbitrary])('a prefixed path gives its id and the basename that, put back before the rest, is the path again', (id, rest) => {
  const prefix = toOrganisationPathPrefix(`/o/${id}${rest}`)
  expect(prefix).toEqual({ organisationId: id, basename: `/o/${id}` })
  expect(`${prefix?.basename}${rest}`).toBe(`/o/${id}${rest}`)
})

test.prop([fc.string()])('any path gives a prefix only when it starts with /o/ and a well-formed id', (path) => {
  const prefix = toOrganisationPathPrefix(path)
  if (prefix === undefined) {
    expect(/^\/o\/[A-Za-z0-9_-]{1,64}(\/|$)/.test(path)).toBe(false)
    return
  }
  expect(path.startsWith(`${prefix.basename}`)).toBe(true)
  expect(/^[A-Za-z0-9_-]{1,64}$/.test(prefix.organisationId)).toBe(true)
})

describe('toOrganisationPathPrefix', () => {
  it.each([['/hub'], ['/o'], ['/o/'], ['/o//hub'], ['/o/a b/hub'], ['/org/x/hub'], ['o/x/hub'], [`/o/${'x'.repeat(65)}/hub`]])('finds no prefix in %j', (path) => {
    expect(toOrganisationPathPrefix(path)).toBeUndefined()
  })
  it('reads the id of a prefixed route', () => {
    expect(toOrganisationPathPrefix('/o/org-1/hub')).toEqual({ organisationId: 'org-1', basename: '/o/org-1' })
    expect(toOrganisationPathPrefix('/o/org_2')).toEqual({ organisationId: 'org_2', basename: '/o/org_2' })
  })
})
