/** The demo's organisation switching API (demo-organisations.ts) over the demo backend of the composition root. */
import { fixedClock } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createBackend } from './backend.ts'
import { demoOrganisationsOf } from './demo-organisations.ts'

const clock = fixedClock(new Date('2026-11-22T09:00:00Z'))

describe('demo organisations', () => {
  it('lists every organisation with its German name and line, the normal one active; switching changes what the ports answer', async () => {
    const backend = createBackend({ mode: 'memory' }, clock)
    const organisations = demoOrganisationsOf(backend)
    if (organisations === undefined) throw new Error('the demo backend has no organisations')
    const { organisations: list, activeId } = await organisations.list()
    expect(activeId).toBe('normal')
    expect(list.map((o) => o.id)).toEqual([
      'normal',
      'seizure',
      'blocked-account',
      'mfa-required',
      'terms-to-accept',
      'onboarding-in-progress',
      'person-onboarding',
      'no-accounts',
      'no-access',
      'sole-trader-wizard',
      'gmbh-wizard',
      'kyc-wizard',
    ])
    expect(list.every((o) => o.name !== '' && o.description.endsWith('.'))).toBe(true)
    expect(await backend.hub.listSeizures()()).toEqual(E.right([]))

    await organisations.switchTo('seizure')
    expect((await organisations.list()).activeId).toBe('seizure')
    const seizures = await backend.hub.listSeizures()()
    expect(E.isRight(seizures) && seizures.right.map((s) => s.id)).toEqual(['seizure-0001'])

    await organisations.switchTo('no-accounts')
    expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.right([]))

    // The wizard organisations (issue 16): the organisation type chooses the wizard.
    await organisations.switchTo('gmbh-wizard')
    const types = await backend.onboarding.getOrganizationTypes()()
    expect(E.isRight(types) && types.right.selectedOrganizationType).toBe('GMBH')
  })

  it('refuses an unknown organisation and keeps the active one', async () => {
    const backend = createBackend({ mode: 'memory' }, clock)
    const organisations = demoOrganisationsOf(backend)
    await expect(organisations?.switchTo('gibt-es-nicht')).rejects.toThrow(RangeError)
    expect((await organisations?.list())?.activeId).toBe('normal')
  })

  it('an HTTP backend has no demo organisations', () => {
    expect(demoOrganisationsOf(createBackend({ mode: 'http', baseUrl: 'http://127.0.0.1:9' }, clock))).toBeUndefined()
  })
})
