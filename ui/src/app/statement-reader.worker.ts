/**
 * The Web Worker that reads CSV files in demo mode (issue 13: off the main thread; statement-reader.ts starts it on
 * the first read). Each request is read with core's readBankStatement and answered with the statement in its
 * transferable shape, matched by the request's id.
 */
import { readBankStatement } from '@kontor/core'
import { statementReadAnswersOf, type StatementReadAnswer, type StatementReadRequest } from './statement-reader-messages.ts'

/** The worker's global scope, as far as this file uses it (the UI's types describe a window). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<StatementReadRequest>) => void) | null
  postMessage: (answer: StatementReadAnswer) => void
}

scope.onmessage = (event) => {
  const { id, bytes, options } = event.data
  // The rows in batches (the page undoes each message's copy in a task of its own), then the rest of the statement.
  for (const answer of statementReadAnswersOf(id, readBankStatement(bytes, options))) scope.postMessage(answer)
}
