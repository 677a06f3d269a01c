export * from './memory-backend.ts'
export * from './memory-db.ts'
export { systemClock } from '../system-clock.ts'
