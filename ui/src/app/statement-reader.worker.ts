/**
 * The Web Worker that reads CSV files in demo mode (issue 13: off the main thread; statement-reader.ts starts it on
 * the first read). Each request is read with core's readBankStatement and answered with the statement in its
 * transferable shape, matched by the request's id.
 */
import { readBankStatement, toTransferableStatement } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { StatementReadAnswer, StatementReadRequest } from './statement-reader.ts'

/** The worker's global scope, as far as this file uses it (the UI's types describe a window). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<StatementReadRequest>) => void) | null
  postMessage: (answer: StatementReadAnswer) => void
}

scope.onmessage = (event) => {
  const { id, bytes, options } = event.data
  scope.postMessage({ id, result: E.map(toTransferableStatement)(readBankStatement(bytes, options)) })
}
