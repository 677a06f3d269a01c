/**
 * The public API of the errors foundation: issues, validation issues, backend errors, reactions and error text
 * (spec: accounts-and-transfers 7.2 and 8). The catalogue that gathers every area's messages is above the areas, in
 * catalogue/.
 */
export * from './backend-error.ts'
export type * from './call-options.ts'
export * from './constants.ts'
export * from './decode-response.ts'
export * from './error-text.ts'
export * from './issue.ts'
export * from './placeholders.ts'
export * from './reaction.ts'
export * from './sca-context.ts'
export * from './validation-issue.ts'
