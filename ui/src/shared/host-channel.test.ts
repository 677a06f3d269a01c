import { describe, expect, it, vi } from 'vitest'
import { createHostChannel } from './host-channel.ts'

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
