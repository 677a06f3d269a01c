import {
  ABORTED,
  fixedClock,
  serverIssues,
  type Backend,
  type BackendError,
  type ScaAnswer,
  type ScaContext,
  type TransferPort,
} from '@kontor/core'
import { act, render, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { flush, passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { backendAtom } from '../backend.atoms.ts'
import { useScaCall, type ScaCancelled } from './index.ts'

withFakeTimers()

type Result = E.Either<BackendError | ScaCancelled, string>

const scaRequired = (source: 'scaTan' | 'scaDevice', scaContext: ScaContext, i18nKey = 'missing_entity') =>
  serverIssues(403, [{ i18nKey, source, scaContext }])
const request = { requestedAction: 'EXECUTE_ORDER', token: 'tok-1', financialContactId: 'fc-1' }

/** The port call under test: the first answer asks for SCA, later ones are given per answer. */
const scriptedCall = (challenge: BackendError, answerTo: (sca: ScaAnswer) => E.Either<BackendError, string>) =>
  vi.fn((sca?: ScaAnswer): TE.TaskEither<BackendError, string> => () => Promise.resolve(sca === undefined ? E.left(challenge) : answerTo(sca)))

const fakeTransfers = (statuses: ReadonlyArray<{ status: string; tan?: string }> = [], sms: ReadonlyArray<boolean> = []) => {
  let polls = 0
  let smsRequests = 0
  const port = {
    getChangeRequestStatus: vi.fn(() => () => Promise.resolve(E.right(statuses[Math.min(polls++, statuses.length - 1)] ?? { status: 'PENDING' }))),
    deleteChangeRequest: vi.fn(() => () => Promise.resolve(E.right(undefined))),
    requestSmsTan: vi.fn(() => () => Promise.resolve(sms[smsRequests++] === true ? E.right(undefined) : E.left(serverIssues(500, [])))),
  }
  return port
}

const Harness = ({
  call,
  onResult,
  openRedirect,
  leavesPage = false,
}: {
  call: ReturnType<typeof scriptedCall>
  onResult: (r: Result) => void
  openRedirect?: (link: string) => void
  leavesPage?: boolean
}) => {
  const { callWithSca, scaDialog } = useScaCall(openRedirect === undefined ? {} : { openRedirect, redirectLeavesPage: leavesPage })
  return (
    <>
      <button type="button" onClick={() => void callWithSca(call, new AbortController().signal).then(onResult)}>
        Ausführen
      </button>
      {scaDialog}
    </>
  )
}

const setup = (call: ReturnType<typeof scriptedCall>, transfers = fakeTransfers(), openRedirect?: (link: string) => void, leavesPage = false) => {
  const store = createStore()
  const strict = new Proxy(transfers, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : () => () => Promise.reject(new Error(`unexpected ${String(key)}`))),
  }) as unknown as TransferPort
  store.set(backendAtom, { transfers: strict, clock: fixedClock(new Date('2026-11-22T09:00:00Z')) } as unknown as Backend)
  const results: Result[] = []
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <Harness call={call} onResult={(r) => results.push(r)} leavesPage={leavesPage} {...(openRedirect === undefined ? {} : { openRedirect })} />
      </Provider>
    </StrictMode>,
  )
  return { results, user: setupUser(), view }
}

const start = async (user: ReturnType<typeof setupUser>) => {
  await user.click(screen.getByRole('button', { name: 'Ausführen' }))
  await flush()
}

describe('TAN input', () => {
  const challenge = 'Bitte geben Sie die TAN für die Überweisung von 1.234,56 € an die Muster Lieferant GmbH ein.'
  const tanError = scaRequired('scaTan', { ...request, tanInputRequired: true, availableSecurityFunctions: [{ securityId: '900' }], tanAuthnSpecification: { challenge } })

  it('wrong TAN, then right TAN, by keyboard only: retried with every SCA header, the message on the field, the field cleared', async () => {
    const call = scriptedCall(tanError, (sca) => (sca.tan === '222222' ? E.right('ausgeführt') : E.left(serverIssues(400, [{ i18nKey: 'INVALID_TAN' }]))))
    const { results, user } = setup(call)
    await start(user)
    const dialog = screen.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    const field = within(dialog).getByLabelText('TAN') as HTMLInputElement
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(field.getAttribute('inputmode')).toBe('numeric')
    expect(within(dialog).getByText(`${challenge.slice(0, 69).trimEnd()}…`, { exact: false })).toBeTruthy()

    // the field gets the focus after the spec's 1 s, not before
    expect(document.activeElement).not.toBe(field)
    await passTime(999)
    expect(document.activeElement).not.toBe(field)
    await passTime(1)
    expect(document.activeElement).toBe(field)

    await user.keyboard('111111{Enter}')
    await flush()
    expect(call).toHaveBeenLastCalledWith({ ...request, securityId: '900', tan: '111111' })
    const again = screen.getByLabelText('TAN') as HTMLInputElement
    expect(again.value).toBe('')
    expect(again.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Die eingegebene TAN ist ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.')).toBeTruthy()

    await passTime(1000)
    expect(document.activeElement).toBe(again)
    await user.keyboard('222 222{Enter}')
    await flush()
    expect(call).toHaveBeenCalledTimes(3)
    expect(call).toHaveBeenLastCalledWith({ ...request, securityId: '900', tan: '222222' })
    expect(results).toEqual([E.right('ausgeführt')])
    expect(screen.queryByRole('dialog')).toBeNull()
    // the TAN is nowhere but in the call: no storage, no URL, no DOM
    for (const storage of [localStorage, sessionStorage]) expect(JSON.stringify({ ...storage })).not.toContain('222222')
    expect(window.location.href).not.toContain('222222')
    expect(document.cookie).not.toContain('222222')
  })

  it('a bad TAN gets a German message on the field and is not sent', async () => {
    const call = scriptedCall(tanError, () => E.right('ok'))
    const { user } = setup(call)
    await start(user)
    await user.click(screen.getByRole('button', { name: 'Freigeben' }))
    expect(screen.getByText('Bitte geben Sie die TAN ein.')).toBeTruthy()
    await user.type(screen.getByLabelText('TAN'), '12')
    await user.click(screen.getByRole('button', { name: 'Freigeben' }))
    expect(screen.getByText('Eine TAN besteht aus 4 bis 16 Buchstaben oder Ziffern. Bitte prüfen Sie Ihre Eingabe.')).toBeTruthy()
    expect((screen.getByLabelText('TAN') as HTMLInputElement).value).toBe('12') // nothing typed is lost
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('Escape cancels: ScaCancelled, and the call is not made again', async () => {
    const call = scriptedCall(tanError, () => E.right('ok'))
    const { results, user } = setup(call)
    await start(user)
    await user.keyboard('{Escape}')
    await flush()
    expect(results).toEqual([E.left({ _tag: 'ScaCancelled', reason: 'user' })])
    expect(call).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a call that needs no SCA resolves as it is, without a dialog', async () => {
    const error = serverIssues(400, [{ i18nKey: 'INSUFFICIENT_FUNDS' }])
    const call = scriptedCall(error, () => E.right('ok'))
    const { results, user } = setup(call)
    await start(user)
    expect(results).toEqual([E.left(error)])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('TAN medium choice', () => {
  it('asks for a medium, then the TAN, and sends the chosen security id (keyboard only)', async () => {
    const mediumError = scaRequired('scaTan', {
      ...request,
      availableSecurityFunctions: [
        { securityId: '921', name: 'pushTAN' },
        { securityId: '972', name: 'chipTAN' },
      ],
    })
    const call = scriptedCall(mediumError, () => E.right('ok'))
    const { results, user } = setup(call)
    await start(user)
    const dialog = screen.getByRole('dialog', { name: 'TAN-Verfahren wählen' })
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }))
    expect(within(dialog).getByText('Bitte wählen Sie ein TAN-Verfahren aus.')).toBeTruthy()
    within(dialog).getByRole('radio', { name: 'pushTAN' }).focus()
    await user.keyboard('{ArrowDown}')
    expect((within(dialog).getByRole('radio', { name: 'chipTAN' }) as HTMLInputElement).checked).toBe(true)
    await user.keyboard('{Enter}')
    screen.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    await passTime(1000)
    await user.keyboard('4711{Enter}')
    await flush()
    expect(call).toHaveBeenLastCalledWith({ ...request, securityId: '972', tan: '4711' })
    expect(results).toEqual([E.right('ok')])
  })
})

describe('redirect', () => {
  it('opens the bank’s page and retries without a TAN once the user is back', async () => {
    const openRedirect = vi.fn()
    const call = scriptedCall(scaRequired('scaTan', { ...request, link: 'https://bank.example/sca?id=1', tanAuthnSpecification: { challenge: 'x'.repeat(80) } }), () => E.right('ok'))
    const { results, user } = setup(call, fakeTransfers(), openRedirect)
    await start(user)
    const dialog = screen.getByRole('dialog', { name: 'Auftrag bei Ihrer Bank freigeben' })
    expect(within(dialog).getByText(`${'x'.repeat(74)}…`)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Zur Seite Ihrer Bank' }))
    expect(openRedirect).toHaveBeenCalledWith('https://bank.example/sca?id=1')
    await user.click(within(dialog).getByRole('button', { name: 'Ich habe freigegeben' }))
    await flush()
    expect(call).toHaveBeenLastCalledWith(request)
    expect(results).toEqual([E.right('ok')])
  })

  it('leaving the page for the bank (the transfer dialog): says so, opens once, waits for nothing and retries nothing', async () => {
    const openRedirect = vi.fn()
    const call = scriptedCall(scaRequired('scaTan', { ...request, link: 'https://bank.example/sca?id=2' }), () => E.right('ok'))
    const { results, user } = setup(call, fakeTransfers(), openRedirect, true)
    await start(user)
    const dialog = screen.getByRole('dialog', { name: 'Auftrag bei Ihrer Bank freigeben' })
    expect(within(dialog).getByText(/Wir leiten Sie dorthin weiter/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Zur Seite Ihrer Bank' }))
    await flush()
    expect(openRedirect).toHaveBeenCalledTimes(1)
    expect(within(dialog).queryByRole('button', { name: 'Ich habe freigegeben' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Zur Seite Ihrer Bank' }).hasAttribute('disabled')).toBe(true)
    expect(call).toHaveBeenCalledTimes(1)
    expect(results).toEqual([])
  })
})

describe('push-TAN', () => {
  const pushError = scaRequired('scaDevice', { ...request, changeRequestId: 'cr-1', mobileDeviceName: 'iPhone von Max', smsTanFallback: '/sca/sms/cr-1' }, 'solaris_sca_required')

  it('polls every 2 s; CONFIRMED deletes the change request and retries with the TAN', async () => {
    const transfers = fakeTransfers([{ status: 'PENDING' }, { status: 'CONFIRMED', tan: '909090' }])
    const call = scriptedCall(pushError, () => E.right('ok'))
    const { results, user } = setup(call, transfers)
    await start(user)
    const dialog = screen.getByRole('dialog', { name: 'Auftrag in der App freigeben' })
    expect(within(dialog).getByText('Bitte bestätigen Sie den Auftrag in Ihrer App auf dem Gerät „iPhone von Max“.')).toBeTruthy()
    expect(within(dialog).getByRole('progressbar')).toBeTruthy()
    await passTime(1999)
    expect(transfers.getChangeRequestStatus).not.toHaveBeenCalled()
    await passTime(1)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(1)
    expect(transfers.deleteChangeRequest).not.toHaveBeenCalled()
    await passTime(2000)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(2)
    expect(transfers.deleteChangeRequest).toHaveBeenCalledWith('cr-1')
    expect(call).toHaveBeenLastCalledWith({ ...request, tan: '909090' })
    expect(results).toEqual([E.right('ok')])
    await passTime(10_000)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(2)
  })

  it('DECLINED cancels', async () => {
    const transfers = fakeTransfers([{ status: 'DECLINED' }])
    const { results, user } = setup(scriptedCall(pushError, () => E.right('ok')), transfers)
    await start(user)
    await passTime(2000)
    expect(transfers.deleteChangeRequest).toHaveBeenCalledWith('cr-1')
    expect(results).toEqual([E.left({ _tag: 'ScaCancelled', reason: 'declined' })])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('FAILED shows the push failure and cancels when closed', async () => {
    const transfers = fakeTransfers([{ status: 'FAILED' }])
    const { results, user } = setup(scriptedCall(pushError, () => E.right('ok')), transfers)
    await start(user)
    await passTime(2000)
    expect(screen.getByRole('alert').textContent).toBe('Es ist ein Fehler aufgetreten. Prüfen Sie, ob der Auftrag trotzdem ausgeführt wurde.')
    expect(transfers.deleteChangeRequest).toHaveBeenCalledWith('cr-1')
    expect(results).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(results).toEqual([E.left({ _tag: 'ScaCancelled', reason: 'failed' })])
  })

  it('SMS-TAN fallback: a failed request says so, a second one leads to the TAN input', async () => {
    const transfers = fakeTransfers([], [false, true])
    const call = scriptedCall(pushError, () => E.right('ok'))
    const { results, user } = setup(call, transfers)
    await start(user)
    await user.click(screen.getByRole('button', { name: 'Stattdessen SMS-TAN anfordern' }))
    await flush()
    expect(transfers.requestSmsTan).toHaveBeenCalledWith('/sca/sms/cr-1', expect.anything())
    expect(screen.getByRole('alert').textContent).toBe(
      'Beim Senden der SMS-TAN ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support.',
    )
    await user.click(screen.getByRole('button', { name: 'Stattdessen SMS-TAN anfordern' }))
    await flush()
    const dialog = screen.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    expect(within(dialog).getByText('Wir haben Ihnen die TAN per SMS geschickt. Bitte geben Sie sie hier ein.')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('TAN'), '123456{Enter}')
    await flush()
    expect(call).toHaveBeenLastCalledWith({ ...request, tan: '123456' })
    expect(results).toEqual([E.right('ok')])
  })

  it('cancel withdraws the change request and stops polling', async () => {
    const transfers = fakeTransfers()
    const { results, user } = setup(scriptedCall(pushError, () => E.right('ok')), transfers)
    await start(user)
    await passTime(2000)
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(transfers.deleteChangeRequest).toHaveBeenCalledWith('cr-1')
    expect(results).toEqual([E.left({ _tag: 'ScaCancelled', reason: 'user' })])
    await passTime(10_000)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(1)
  })

  it('unmounting mid-poll stops polling and resolves Aborted', async () => {
    const transfers = fakeTransfers()
    const { results, user, view } = setup(scriptedCall(pushError, () => E.right('ok')), transfers)
    await start(user)
    await passTime(2000)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(1)
    act(() => view.unmount())
    await passTime(10_000)
    expect(transfers.getChangeRequestStatus).toHaveBeenCalledTimes(1)
    expect(results).toEqual([E.left(ABORTED)])
  })
})
