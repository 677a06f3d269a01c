export * from './host-messages.ts'
