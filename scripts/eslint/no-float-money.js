// ESLint rule kontor/no-float-money: no JS number arithmetic on money (issue 12, STYLE 2: "Money only via Money").
// Amounts are Money (core/src/money/money.ts): exact BigInt cents or decimal.js. A JS number holds 0.1 as
// 0.1000000000000000055…, so adding, rounding or formatting an amount as a number loses cents. The rule works on
// names, without type information (fast, no type-checked lint): a value whose name says it is money is never a
// number operand. Where the number is the wire's, Money's own functions read and write it (fromWireAmount,
// toWireAmount, formatMoney …); money.ts itself is the one place that turns Money into numbers.

/** Names that say "an amount of money": amount, openAmount, paymentAmount, totalGrossAmount, balance, betrag, saldo,
 * voucherSum … Integers in cents (…Cents) are exact and allowed. A bare `sum` or `total` is as often a count
 * (revisions, list items), so only a sum of something is money (`voucherSum`); in `sum + t.amount` the amount is. */
const MONEY_NAME = /(amount|betrag|balance|saldo)s?$/i
const SUM_OF_SOMETHING = /[a-z]Sum$/
const CENTS_NAME = /cents$/i

const nameOf = (node) => {
  if (node == null) return undefined
  if (node.type === 'Identifier') return node.name
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name
  if (node.type === 'ChainExpression') return nameOf(node.expression)
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return nameOf(node.expression)
  return undefined
}

const isMoneyNamed = (node) => {
  const name = nameOf(node)
  return name !== undefined && (MONEY_NAME.test(name) || SUM_OF_SOMETHING.test(name)) && !CENTS_NAME.test(name)
}

const isCallOf = (node, names) =>
  node != null &&
  node.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && names.includes(node.callee.name)) ||
    (node.callee.type === 'MemberExpression' && !node.callee.computed && names.includes(node.callee.property.name)))

/** A call whose result is a JS number holding an amount: toWireAmount(m), Number(amount), parseFloat(...). */
const isNumberOfMoney = (node) => isCallOf(node, ['toWireAmount']) || (isCallOf(node, ['Number']) && isMoneyNamed(node.arguments[0]))

const isBigIntLiteral = (node) => node.type === 'Literal' && typeof node.bigint === 'string'

const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '**'])

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No JS number arithmetic, rounding or formatting on money values: use Money (core/src/money).' },
    messages: {
      parseFloat: 'parseFloat reads an amount as a binary float: use parseMoney or fromWireAmount.',
      toNumber: 'Decimal.toNumber() turns an exact amount into a float: only core/src/money/money.ts may do that.',
      numberOf: '{{how}} of the money value "{{name}}" makes it a float: keep it as Money.',
      arithmetic: 'Number arithmetic ({{operator}}) on the money value "{{name}}": use addMoney, subtractMoney, sumMoney …',
      wireArithmetic: 'toWireAmount(...) is for the wire only: compute and format with Money (formatMoney, formatMoneyAmount).',
      toFixed: 'toFixed on the money value "{{name}}" rounds a float: use formatMoney or formatMoneyAmount.',
      math: 'Math.{{fn}} on the money value "{{name}}" works on a float: use Money.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, data) => context.report({ node, messageId, data })
    return {
      CallExpression(node) {
        const callee = node.callee
        if (isCallOf(node, ['parseFloat'])) report(node, 'parseFloat')
        if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
          const method = callee.property.name
          if (method === 'toNumber' && node.arguments.length === 0) report(node, 'toNumber')
          if (method === 'toFixed' || method === 'toPrecision') {
            if (isNumberOfMoney(callee.object)) report(node, 'wireArithmetic')
            else if (isMoneyNamed(callee.object)) report(node, 'toFixed', { name: nameOf(callee.object) })
          }
          if (callee.object.type === 'Identifier' && callee.object.name === 'Math') {
            const moneyArg = node.arguments.find(isMoneyNamed)
            if (moneyArg !== undefined) report(node, 'math', { fn: method, name: nameOf(moneyArg) })
            else if (node.arguments.some(isNumberOfMoney)) report(node, 'wireArithmetic')
          }
        }
        if (callee.type === 'Identifier' && (callee.name === 'Number' || callee.name === 'parseInt') && isMoneyNamed(node.arguments[0])) {
          report(node, 'numberOf', { how: `${callee.name}(...)`, name: nameOf(node.arguments[0]) })
        }
      },
      // Unary + turns text into a float; unary - of a number is exact (negation never rounds), so it is allowed.
      UnaryExpression(node) {
        if (node.operator === '+' && isMoneyNamed(node.argument)) {
          report(node, 'numberOf', { how: `unary ${node.operator}`, name: nameOf(node.argument) })
        }
      },
      BinaryExpression(node) {
        // With a BigInt literal on either side it is BigInt arithmetic (TypeScript refuses to mix it with numbers): exact.
        if (!ARITHMETIC.has(node.operator) || isBigIntLiteral(node.left) || isBigIntLiteral(node.right)) return
        const money = [node.left, node.right].find(isMoneyNamed)
        if (money !== undefined) report(node, 'arithmetic', { operator: node.operator, name: nameOf(money) })
        else if (isNumberOfMoney(node.left) || isNumberOfMoney(node.right)) report(node, 'wireArithmetic')
      },
      AssignmentExpression(node) {
        const operator = node.operator.slice(0, -1)
        if (!ARITHMETIC.has(operator)) return
        const money = [node.left, node.right].find(isMoneyNamed)
        if (money !== undefined) report(node, 'arithmetic', { operator: node.operator, name: nameOf(money) })
      },
    }
  },
}
