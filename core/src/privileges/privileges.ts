/**
 * The io-ts codec of a hub privilege name (spec: hub-and-business-account 6); the rules are privilege-gates.ts, free of
 * io-ts, so that the first load of / can read them.
 */
import { literalUnion } from '../codecs/nullable.ts'
import { HUB_PRIVILEGES } from './privilege-gates.ts'

export * from './privilege-gates.ts'

export const HubPrivilegeCodec = literalUnion(HUB_PRIVILEGES, 'HubPrivilege')
