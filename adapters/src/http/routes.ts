/**
 * Every REST path Kontor calls, once. Verbatim from the spec where it gives the path; where the spec redacts a
 * path ({token}/{hash}) the chosen path is marked "chosen".
 */
export const BANKING_SERVICE = '/fis/finance-rest/bankingservice/'

export interface RouteDef {
  readonly name: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
}

export const ROUTES = {
  /** accounts-and-transfers 7.1: query hasContact, supportsBankTransfer, activeOnly, types. */
  listFinancialAccounts: { name: 'listFinancialAccounts', method: 'GET', path: `${BANKING_SERVICE}v102/financialAccounts` },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES
