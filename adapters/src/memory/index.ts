export * from './memory-backend.ts'
export * from './memory-db.ts'
