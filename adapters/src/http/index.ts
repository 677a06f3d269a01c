export * from './http-backend.ts'
export { API_PATH_PREFIXES, ROUTES, type RouteDef, type RouteName } from '../wire/routes.ts'
export type { HttpClientConfig } from './client.ts'
