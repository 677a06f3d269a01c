export * from './memory-backend.ts'
export * from './store/db.ts'
export * from './store/create-db.ts'
export { systemClock } from '../system-clock.ts'
