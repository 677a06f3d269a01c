import { describe, expect, it } from 'vitest'
import { toChallengeTextMaxChars, truncateChallengeText } from './challenge-text.ts'

describe('truncateChallengeText', () => {
  it('has the spec limits', () => {
    expect(toChallengeTextMaxChars('redirect')).toBe(75)
    expect(toChallengeTextMaxChars('tanInput')).toBe(70)
  })

  it('leaves a text of exactly the limit alone', () => {
    expect(truncateChallengeText('a'.repeat(75), 'redirect')).toBe('a'.repeat(75))
    expect(truncateChallengeText('a'.repeat(70), 'tanInput')).toBe('a'.repeat(70))
  })

  it('cuts one character over the limit to the limit, ending in an ellipsis', () => {
    expect(truncateChallengeText('a'.repeat(76), 'redirect')).toBe(`${'a'.repeat(74)}…`)
    expect(truncateChallengeText('a'.repeat(71), 'tanInput')).toBe(`${'a'.repeat(69)}…`)
  })

  it('keeps the empty text', () => {
    expect(truncateChallengeText('', 'tanInput')).toBe('')
  })

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(68)}😀😀😀`
    expect(truncateChallengeText(text, 'tanInput')).toBe(`${'a'.repeat(68)}😀…`)
  })

  it('drops the space before the ellipsis', () => {
    expect(truncateChallengeText(`${'a'.repeat(68)} bbb`, 'tanInput')).toBe(`${'a'.repeat(68)}…`)
  })
})
