/** `npm run bench`: every benchmark, one after the other, in one process. Speed is measured here, never in tests. */
import { benchIban } from './iban.bench.ts'
import { benchMoney } from './money.bench.ts'

for (const bench of [benchMoney, benchIban]) console.log(bench().join('\n'))
