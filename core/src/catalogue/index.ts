/**
 * The public API of the error catalogue and what needs all of it: routing issues to fields and notices, describing
 * backend errors. It sits above every area, since it gathers every area's messages.
 */
export * from './catalogue.ts'
export * from './describe-backend-error.ts'
export * from './issue-routing.ts'
export * from './transfer-failure.ts'
export * from './assignment-failure.ts'
export * from './account-edit-failure.ts'
