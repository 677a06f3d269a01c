/**
 * The hub's records in the memory db (spec: hub-and-business-account 3 "Account state (bank)", "Seizure", "Per-user
 * settings", "Fallback card settings"; 4.3; 6): which demo organisation the db holds, the business bank's account
 * state as the service sends it, the seizures, the user's settings, the organisation's privileges, and the device
 * link and MFA activation waiting for the user's confirmation on the db clock (hub.ts). Plain JSON in wire
 * shape, so the demo keeps it across reloads (store/snapshot.ts).
 */
import type { BankAccountStateWire, FallbackCardSettings, FinancialAccountWire, SeizureWire } from '@kontor/core'
import type { MemoryOnboardingProfile } from '../onboarding/onboarding-state.ts'

/** What a seed (a demo organisation) brings for the hub. Each part left out: none (the empty state, no seizures …). */
export interface MemoryHubSeed {
  /** The organisation's id (the demo's switcher names it; fixtures/src/demo-organisations.ts). */
  readonly organisationId?: string
  readonly accountState?: BankAccountStateWire
  readonly seizures?: ReadonlyArray<SeizureWire>
  readonly userSettings?: Readonly<Record<string, string>>
  /** The organisation's privileges; left out: the transfer seed's (MemoryTransferSeed's privileges). */
  readonly privileges?: ReadonlyArray<string>
  /**
   * The user may not use the finance module at all (chosen for the demo's "no access" organisation): the account list
   * answers 403, which the hub turns into /noaccess (spec 2.1, 8).
   */
  readonly financeAccessDenied?: boolean
  /** The organisation's type and branch for the business account onboarding (onboarding/onboarding-state.ts). */
  readonly onboarding?: MemoryOnboardingProfile
}

/**
 * A demo organisation as the db switches to it (MemoryDb.switchOrganisation): its hub records, and its accounts when
 * they are not the seed's. `withoutBookkeeping`: no transactions, vouchers or payments (the first-time organisation).
 */
export interface MemoryOrganisationSeed {
  readonly hub: MemoryHubSeed
  readonly financialAccounts?: ReadonlyArray<FinancialAccountWire>
  readonly withoutBookkeeping?: boolean
}

/** The fallback card settings in wire form (accountIdMap and hiddenAccountIds as sent). */
export type FallbackCardSettingsWire = FallbackCardSettings

export interface HubRecords {
  organisationId: string | null
  accountState: BankAccountStateWire
  seizures: SeizureWire[]
  userSettings: Record<string, string>
  fallbackCardSettings: FallbackCardSettingsWire | null
  /** null: the transfer seed's privileges. */
  privileges: string[] | null
  financeAccessDenied: boolean
  /** When (epoch ms on the db clock) the pushed device link is confirmed; null: no push waiting. */
  deviceLinkConfirmAtMs: number | null
  mfaActivated: boolean
  /** When (epoch ms on the db clock) the started MFA activation is confirmed; null: none waiting. */
  mfaConfirmAtMs: number | null
}

export type HubState = HubRecords

export const createHubState = (seed: MemoryHubSeed | undefined): HubState =>
  structuredClone({
    organisationId: seed?.organisationId ?? null,
    accountState: seed?.accountState ?? {},
    seizures: [...(seed?.seizures ?? [])],
    userSettings: { ...(seed?.userSettings ?? {}) },
    fallbackCardSettings: null,
    privileges: seed?.privileges === undefined ? null : [...seed.privileges],
    financeAccessDenied: seed?.financeAccessDenied === true,
    deviceLinkConfirmAtMs: null,
    mfaActivated: seed?.accountState?.multiFactorAuthenticationEnabled === true,
    mfaConfirmAtMs: null,
  })
