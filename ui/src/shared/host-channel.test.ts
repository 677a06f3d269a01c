import { describe, expect, it, vi } from 'vitest'
import { HOST_NOT_ALLOWED_LOG, createDefaultHostChannel, createHostChannel, detectHostOrigin, parseAllowedHostOrigins } from './host-channel.ts'

const HOST = 'https://app.kontor.de'

/** A window stand-in: our frame inside a parent whose postMessage we record. */
const embeddedWindow = () => {
  const parent = { postMessage: vi.fn() }
  const target = new EventTarget()
  const self = Object.assign(target, { parent }) as unknown as Window
  return { self, parent, target }
}

const deliver = (target: EventTarget, origin: string, data: unknown) =>
  target.dispatchEvent(new MessageEvent('message', { origin, data }))

describe('host channel', () => {
  it('sends tagged messages to the host with an explicit target origin', () => {
    const { self, parent } = embeddedWindow()
    createHostChannel({ self, hostOrigin: HOST, trustedOrigins: [HOST] }).send('accountManagementClosed')
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'kontor', type: 'accountManagementClosed' }, HOST)
    expect(parent.postMessage).not.toHaveBeenCalledWith(expect.anything(), '*')
  })

  it('sends nothing when not embedded', () => {
    const target = new EventTarget()
    const self = Object.assign(target, {}) as unknown as Window
    Object.assign(self, { parent: self })
    const postMessage = vi.fn()
    Object.assign(self, { postMessage })
    createHostChannel({ self, hostOrigin: HOST, trustedOrigins: [HOST] }).send('accountManagementCanceled')
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('passes on known messages from trusted origins, in both shapes', () => {
    const { self, target } = embeddedWindow()
    const received: string[] = []
    createHostChannel({ self, hostOrigin: HOST, trustedOrigins: [HOST], log: () => undefined }).listen((m) => received.push(m))
    deliver(target, HOST, 'createFinancialAccount')
    deliver(target, HOST, { type: 'CLOSE_SUCCESS' })
    expect(received).toEqual(['createFinancialAccount', 'CLOSE_SUCCESS'])
  })

  it('logs and ignores other origins and unknown messages', () => {
    const { self, target } = embeddedWindow()
    const received: string[] = []
    const log = vi.fn()
    createHostChannel({ self, hostOrigin: HOST, trustedOrigins: [HOST], log }).listen((m) => received.push(m))
    deliver(target, 'https://evil.example', 'createFinancialAccount')
    deliver(target, `${HOST}.evil.example`, 'CLOSE_SUCCESS')
    deliver(target, HOST, { type: 'deleteEverything' })
    expect(received).toEqual([])
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('stops listening when asked', () => {
    const { self, target } = embeddedWindow()
    const received: string[] = []
    const stop = createHostChannel({ self, hostOrigin: HOST, trustedOrigins: [HOST] }).listen((m) => received.push(m))
    stop()
    deliver(target, HOST, 'createFinancialAccount')
    expect(received).toEqual([])
  })
})

const OWN = 'https://kontor.example'
const OTHER_HOST = 'https://framing.example'

/** Our frame inside a parent, with what the browser tells about the parent: ancestorOrigins and/or referrer. */
const framedWindow = (options: { readonly ancestorOrigins?: ReadonlyArray<string>; readonly referrer?: string }) => {
  const { self, parent, target } = embeddedWindow()
  const location = { origin: OWN, ...(options.ancestorOrigins === undefined ? {} : { ancestorOrigins: options.ancestorOrigins }) }
  Object.assign(self, { location, document: { referrer: options.referrer ?? '' } })
  return { self, parent, target }
}

describe('allowed host origins', () => {
  it('reads the comma-separated list, reduced to origins, dropping what is no URL', () => {
    expect(parseAllowedHostOrigins(` ${HOST}/pfad , https://staging.kontor.de:8443, kein-url,, `)).toEqual([HOST, 'https://staging.kontor.de:8443'])
    expect(parseAllowedHostOrigins(undefined)).toEqual([])
  })
})

describe('host origin detection', () => {
  it('prefers location.ancestorOrigins over the referrer', () => {
    expect(detectHostOrigin(framedWindow({ ancestorOrigins: [HOST], referrer: `${OTHER_HOST}/seite` }).self)).toBe(HOST)
  })

  it('falls back to the referrer origin where the browser has no ancestorOrigins', () => {
    expect(detectHostOrigin(framedWindow({ referrer: `${HOST}/buchhaltung?x=1` }).self)).toBe(HOST)
    expect(detectHostOrigin(framedWindow({ ancestorOrigins: [], referrer: `${HOST}/a` }).self)).toBe(HOST)
  })

  it('knows no host when neither tells one, or when not embedded', () => {
    expect(detectHostOrigin(framedWindow({}).self)).toBeNull()
    const target = new EventTarget()
    const self = Object.assign(target, { location: { origin: OWN }, document: { referrer: `${HOST}/a` } }) as unknown as Window
    Object.assign(self, { parent: self })
    expect(detectHostOrigin(self)).toBeNull()
  })
})

describe('default host channel', () => {
  it('sends to the detected host when it is allowed', () => {
    const { self, parent } = framedWindow({ ancestorOrigins: [HOST] })
    createDefaultHostChannel(self, [HOST]).send('accountManagementClosed')
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'kontor', type: 'accountManagementClosed' }, HOST)
  })

  it('sends to the referrer origin when it is allowed and ancestorOrigins is missing', () => {
    const { self, parent } = framedWindow({ referrer: `${HOST}/seite` })
    createDefaultHostChannel(self, [HOST]).send('accountManagementCanceled')
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'kontor', type: 'accountManagementCanceled' }, HOST)
  })

  it('sends nothing to a host that is not allowed and logs the fact without the message', () => {
    const log = vi.fn()
    const { self, parent } = framedWindow({ ancestorOrigins: [OTHER_HOST], referrer: `${HOST}/seite` })
    createDefaultHostChannel(self, [HOST], log).send('bankTransferCompleted')
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(HOST_NOT_ALLOWED_LOG)
  })

  it('sends nothing when no host is configured, warning on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { self, parent } = framedWindow({ ancestorOrigins: [HOST] })
    createDefaultHostChannel(self, []).send('accountManagementClosed')
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(HOST_NOT_ALLOWED_LOG)
    warn.mockRestore()
  })

  it('accepts messages from our own origin and the allowed hosts only, not from a framing page outside the list', () => {
    const { self, target } = framedWindow({ ancestorOrigins: [OTHER_HOST] })
    const received: string[] = []
    createDefaultHostChannel(self, [HOST], () => undefined).listen((m) => received.push(m))
    deliver(target, OTHER_HOST, 'createFinancialAccount')
    deliver(target, OWN, 'CLOSE_SUCCESS')
    deliver(target, HOST, 'CLOSE_CANCEL')
    expect(received).toEqual(['CLOSE_SUCCESS', 'CLOSE_CANCEL'])
  })
})
