/**
 * "No float arithmetic on money anywhere" (issue 12) holds at lint time: the rule kontor/no-float-money
 * (scripts/eslint/no-float-money.js) flags each way an amount becomes a JS number in product code, accepts Money's
 * own functions and leaves tests alone. The rule is an error in eslint.config.js, so `npm run lint` keeps the product
 * tree free of findings (the three found when it came were fixed with Money).
 */
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })
const RULE = 'kontor/no-float-money'

/** The rule's findings for `code` as if it stood at `filePath` (the file need not exist). */
const findings = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message)
}

const FLOAT_MONEY = [
  ['parseFloat', "export const f = (text: string) => parseFloat(text.replace(',', '.'))"],
  ['Number.parseFloat', 'export const f = (text: string) => Number.parseFloat(text)'],
  ['Number(...) of an amount', 'export const f = (tx: { amount: string }) => Number(tx.amount)'],
  ['unary + of an amount', 'export const f = (amount: string) => +amount'],
  ['a sum of amounts', 'export const f = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0)'],
  ['open amount minus payment', 'export const f = (v: { openAmount: number; paymentAmount: number }) => v.openAmount - v.paymentAmount'],
  ['percent of a gross amount', 'export const f = (v: { totalGrossAmount: number }) => (v.totalGrossAmount * 3) / 100'],
  ['a balance updated in place', 'export const f = (a: { balance: number }, x: number) => { a.balance += x }'],
  ['a German name', 'export const f = (betrag: number) => betrag * 1.19'],
  ['a voucher sum', 'export const f = (voucherSum: number, n: number) => voucherSum / n'],
  ['toFixed on an amount', 'export const f = (amount: number) => amount.toFixed(2)'],
  ['toFixed of the wire number', "import { toWireAmount, type Money } from '@kontor/core'\nexport const f = (m: Money) => toWireAmount(m).toFixed(2)"],
  ['arithmetic on the wire number', "import { toWireAmount, type Money } from '@kontor/core'\nexport const f = (m: Money) => toWireAmount(m) * 100"],
  ['Math.round of an amount', 'export const f = (amount: number) => Math.round(amount * 100) / 100'],
  ['Decimal.toNumber()', "import { Decimal } from 'decimal.js'\nexport const f = (d: Decimal) => d.toNumber()"],
] as const

describe('kontor/no-float-money', () => {
  it.each(FLOAT_MONEY)('flags %s in product code', async (_name, code) => {
    for (const file of ['core/src/transactions/probe.ts', 'adapters/src/memory/probe.ts', 'ui/src/features/probe.tsx', 'fixtures/src/probe.ts']) {
      expect((await findings(file, `${code}\n`)).length, file).toBeGreaterThan(0)
    }
  })

  it('accepts Money arithmetic, counts named sum or total, cents and percentages', async () => {
    const code = [
      "import { addMoney, formatMoney, sumMoney, toWireAmount, type Money } from '@kontor/core'",
      'export const a = (xs: { amount: Money }[]) => formatMoney(sumMoney(xs.map((x) => x.amount)))',
      'export const b = (x: Money, y: Money) => addMoney(x, y)',
      'export const c = (m: Money) => ({ amount: toWireAmount(m) })',
      'export const d = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0)',
      'export const e = (total: number, size: number) => Math.ceil(total / size)',
      'export const f = (amountCents: bigint, feeCents: bigint) => amountCents - feeCents',
      'export const g = (percent: number) => percent.toFixed(2)',
      'export const h = (amount: Money, open: Money) => amount === open',
      'export const i = (balance: bigint) => ((balance - 20000n) / 1000n) * 1000n',
      'const FEE_AMOUNT = 10\nexport const j = { amount: -FEE_AMOUNT }',
    ].join('\n')
    expect(await findings('core/src/transactions/probe.ts', `${code}\n`)).toEqual([])
  })

  it('leaves tests and money.ts, where Money meets numbers, alone', async () => {
    const code = 'export const f = (amount: number) => parseFloat(String(amount * 2))\n'
    expect(await findings('core/src/transactions/probe.test.ts', code)).toEqual([])
    expect(await findings('core/src/transactions/probe.arbitrary.ts', code)).toEqual([])
    expect(await findings('core/src/money/money.ts', code)).toEqual([])
  })
})
