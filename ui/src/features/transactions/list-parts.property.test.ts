/** The pager's page links and the account initials, for any input (fast-check). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialsOf } from './AccountLogo.tsx'
import { pagesToLink } from './ListParts.tsx'

describe('pagesToLink', () => {
  it('links the first, the last and the current page, ascending, each once, a gap only where pages are left out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))),
        ([page, pages]) => {
          const links = pagesToLink(page, pages)
          const numbers = links.filter((p): p is number => p !== 'gap')
          expect(numbers).toContain(1)
          expect(numbers).toContain(pages)
          expect(numbers).toContain(page)
          expect([...new Set(numbers)].sort((a, b) => a - b)).toEqual(numbers)
          expect(numbers.length).toBeLessThanOrEqual(7)
          links.forEach((link, i) => {
            if (link !== 'gap') return
            const before = links[i - 1]
            const after = links[i + 1]
            expect(typeof before === 'number' && typeof after === 'number' && after - before > 1).toBe(true)
          })
          numbers.forEach((p, i) => {
            const next = numbers[i + 1]
            if (next !== undefined && next - p > 1) expect(links[links.indexOf(p) + 1]).toBe('gap')
          })
        },
      ),
    )
  })
})

describe('initialsOf', () => {
  it('gives at most two upper-case letters or digits, one per word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'binary' }), (name) => {
        const initials = initialsOf(name)
        expect([...initials].length).toBeLessThanOrEqual(2)
        expect(initials).toBe(initials.toUpperCase())
      }),
    )
    expect(initialsOf('Geschäftskonto Sparkasse')).toBe('GS')
    expect(initialsOf('  ÖKO-Bank & Co ')).toBe('ÖC')
    expect(initialsOf('ßpar Bank')).toBe('SB')
  })
})
