/** The memory-import bench's reader thread: core's readBankStatement, answered as the demo's Web Worker answers. */
import { parentPort } from 'node:worker_threads'
import { readBankStatement, toTransferableStatement, type ReadBankStatementOptions } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

parentPort?.on('message', ({ id, bytes, options }: { id: number; bytes: Uint8Array; options: ReadBankStatementOptions }) => {
  parentPort?.postMessage({ id, result: E.map(toTransferableStatement)(readBankStatement(bytes, options)) })
})
