export * from './http-backend.ts'
export { ROUTES, type RouteDef, type RouteName } from '../wire/routes.ts'
export type { HttpClientConfig } from './client.ts'
