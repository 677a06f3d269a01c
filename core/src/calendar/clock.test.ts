import { describe, expect, it } from 'vitest'
import { fixedClock } from './clock.ts'

describe('fixedClock', () => {
  it('tells the same instant every time', () => {
    const clock = fixedClock(new Date('2026-03-29T01:00:00Z'))
    expect(clock.now().toISOString()).toBe('2026-03-29T01:00:00.000Z')
    expect(clock.now().getTime()).toBe(clock.now().getTime())
  })

  it('hands out copies, so neither the caller nor the given Date can move it', () => {
    const given = new Date('2026-03-29T01:00:00Z')
    const clock = fixedClock(given)
    clock.now().setUTCFullYear(1999)
    given.setUTCFullYear(2000)
    expect(clock.now().toISOString()).toBe('2026-03-29T01:00:00.000Z')
  })
})
