import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { KNOWN_LOCKING_REASONS, toLockingReasonDisplay } from './locking-reason.ts'
import { hubMessages } from './messages.ts'

describe('the locking reason of a blocked account', () => {
  it('words the known codes in German, whatever their case and surrounding space', () => {
    expect(toLockingReasonDisplay('COMPLIANCE')).toEqual({ kind: 'known', key: 'hub.lockingReasonCompliance' })
    expect(toLockingReasonDisplay('  compliance ')).toEqual({ kind: 'known', key: 'hub.lockingReasonCompliance' })
    expect(hubMessages['hub.lockingReasonCompliance'].de).toBe('Prüfung durch die Compliance-Abteilung der Bank')
  })

  it('has no reason to show for none', () => {
    expect([null, undefined, '', '   '].map(toLockingReasonDisplay)).toEqual([undefined, undefined, undefined, undefined])
  })
})

const known = new Set(Object.keys(KNOWN_LOCKING_REASONS))

test.prop([fc.string({ maxLength: 40 })])('any other code is shown as the bank sent it, trimmed; a known one is never shown raw', (reason) => {
  const display = toLockingReasonDisplay(reason)
  const code = reason.trim()
  if (code === '') expect(display).toBeUndefined()
  else if (known.has(code.toUpperCase())) expect(display?.kind).toBe('known')
  else expect(display).toEqual({ kind: 'text', text: code })
})
