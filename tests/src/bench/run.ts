/** `npm run bench`: every benchmark, one after the other, in one process. Speed is measured here, never in tests. */
import { benchMoney } from './money.bench.ts'

for (const bench of [benchMoney]) console.log(bench().join('\n'))
