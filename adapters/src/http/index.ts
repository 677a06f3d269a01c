export * from './http-backend.ts'
export { ROUTES, type RouteDef, type RouteName } from './routes.ts'
export type { HttpClientConfig } from './client.ts'
