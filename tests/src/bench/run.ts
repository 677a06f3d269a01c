/** `npm run bench`: every benchmark, one after the other, in one process. Speed is measured here, never in tests. */
import { benchCoreImport } from './core-import.bench.ts'
import { benchCsvReader } from './csv-reader.bench.ts'
import { benchDemoStore } from './demo-store.bench.ts'
import { benchFirstLoad, benchHubFirstLoad } from './first-load.bench.ts'
import { benchIban } from './iban.bench.ts'
import { benchMemoryImport } from './memory-import.bench.ts'
import { benchMoneyList } from './money-list.bench.ts'
import { benchMoney } from './money.bench.ts'
import { benchProposalMatching } from './proposal-matching.bench.ts'
import { benchServerLoad } from './server-load.bench.ts'
import { benchCamtReader, benchMt940Reader } from './structured-reader.bench.ts'
import { benchTransactionList } from './transaction-list.bench.ts'
import { benchTransactionsPage } from './transactions-page.bench.ts'

for (const bench of [benchMoneyList, benchTransactionList, benchMoney, benchIban, benchFirstLoad, benchCoreImport, benchCsvReader, benchMt940Reader, benchCamtReader, benchProposalMatching]) console.log(`${bench().join('\n')}\n`)
// Asynchronous: the memory backend's import of a 5 MB statement (its reads in a worker thread), the reference server
// under load, the /hub budget (builds the react floor with vite), Chromium against the reference server and the demo
// build's IndexedDB store with 100,000 transactions.
for (const bench of [benchMemoryImport, benchServerLoad, benchHubFirstLoad, benchTransactionsPage, benchDemoStore]) console.log(`${(await bench()).join('\n')}\n`)
