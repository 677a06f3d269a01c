/** The public API of the privileges area (spec: hub-and-business-account 2.1, 2.2, 2.4, 4.4, 4.10 and 6). */
export { HubPrivilegeCodec } from './privileges.ts'
export {
  HUB_PRIVILEGE_GATES,
  HUB_PRIVILEGES,
  isHubFeatureAllowed,
  PREPARED_TRANSFERS_ROUTE,
  toBankHubSwitchAction,
  toBankRouteDecision,
  toPreparedTransfersTarget,
  type BankHubSwitchAction,
  type HubGatedFeature,
  type HubPrivilege,
  type HubRouteDecision,
} from './privilege-gates.ts'
export { toVisibleNavEntries, type GatedNavEntry } from './navigation.ts'
