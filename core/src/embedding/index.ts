export * from './host-message-types.ts'
export * from './host-messages.ts'
