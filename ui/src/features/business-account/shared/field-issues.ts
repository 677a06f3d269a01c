/** The German messages of the core's issues that belong to one field (hub-and-business-account 5: "the form shows them on the fields"). */
import { messageForValidationIssue, type ValidationIssue } from '@kontor/core'

/**
 * The messages of the issues naming `field`, each once.
 * @example messagesOnField([{ field: 'firstName', key: 'INVALID_FIRST_NAME' }], 'firstName') // ['Bitte geben Sie den Vornamen ein.']
 */
export const messagesOnField = (issues: ReadonlyArray<ValidationIssue>, field: string): ReadonlyArray<string> => [
  ...new Set(issues.filter((issue) => issue.field === field).map(messageForValidationIssue)),
]
