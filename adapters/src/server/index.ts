export * from './app.ts'
export * from './start-server.ts'
