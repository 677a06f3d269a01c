/**
 * Runs the add-account wizard's effects (core add-account-wizard.ts) against the banking port and reports what
 * happened as wizard events (spec: accounts-and-transfers 4.1, 5.3, 6, 7.1, 8, 9). Nothing here decides a step.
 */
import {
  getPaymentServiceSyncDateRange,
  lookupBankForIban,
  messageFor,
  resolveIssue,
  toAccountBody,
  todayInBerlin,
  type AddAccountWizardCloseReason,
  type AddAccountWizardEffect,
  type AddAccountWizardEvent,
  type AddAccountWizardStart,
  type Backend,
  type BackendError,
  type BankInfo,
  type BankLookupResult,
  type EncodedPin,
  type FinancialContact,
  type Iban,
  type FinancialAccountBody,
  type Versioned,
  type OnlineBankingAccountsQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { toPaypalCallbacks, type BankRedirectRequest } from './redirect-query.ts'

// --- calls the steps make themselves (they feed the wizard only what the user chose)

/** s10: the existing bank logins (GET v100/financialContacts). */
export const loadFinancialContacts = (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, ReadonlyArray<FinancialContact>>> =>
  backend.banking.listFinancialContacts({ signal })()

/** s20: the bank search (GET v100/bankInfos). Callers apply decideBankSearch first: an empty or short term makes no call. */
export const searchBanks = (backend: Backend, searchTerm: string, signal: AbortSignal): Promise<E.Either<BackendError, ReadonlyArray<BankInfo>>> =>
  backend.banking.searchBanks(searchTerm, { signal })()

/** s32: the bank of a German IBAN (v101/bankInfos); any other IBAN is not looked up. */
export const lookupManualAccountBank = (
  backend: Backend,
  iban: Iban,
  field: string,
  signal: AbortSignal,
): Promise<E.Either<BackendError, BankLookupResult>> => lookupBankForIban(backend.bankLookup, iban, { field, signal })()

/** What a bank's redirect login comes back to (/hub/redirect/eval and /evalchange). */
export type BankRedirectOutcome =
  /** The login failed: the bank said so (error null) or the contact call failed. */
  | { readonly _tag: 'Failed'; readonly error: BackendError | null }
  /** evalchange: the login's new credentials are saved. */
  | { readonly _tag: 'Changed' }
  /** eval: the wizard goes on at s40 for the new login. */
  | { readonly _tag: 'Resume'; readonly start: AddAccountWizardStart; readonly resume: ReadonlyArray<AddAccountWizardEvent> }

/**
 * The bank of the redirect, found by its bank code (GET v100/bankInfos). Reading: the user logged in through the
 * bank's online banking, so a bank the search does not return (or a failed search) is taken as that bank code with
 * online banking, which is all the wizard needs to go on to s40.
 */
const bankOfRedirect = (bankCode: string, banksApiBankId: string | null, found: ReadonlyArray<BankInfo>): BankInfo => {
  const sameCode = found.filter((bank) => bank.bankCode.replace(/\s+/g, '') === bankCode)
  const bank = sameCode.find((b) => banksApiBankId !== null && b.banksApiBankId === banksApiBankId) ?? sameCode[0]
  return { ...(bank ?? { bankName: bankCode, bankCode, banksApiBankId }), onlinebankingSupported: true }
}

/**
 * Completes a bank's redirect login: POST v3/financialContacts with the redirect headers. For eval the bank (for the
 * account names) and a reconnected account (for its IBAN, by which s40 selects it) are read alongside, and the wizard
 * is resumed at s40 by its own events: newBankChosen, bankChosen, onlineBankingChosen, credentialsSaved.
 */
export const completeBankRedirect = async (
  backend: Backend,
  request: Extract<BankRedirectRequest, { readonly _tag: 'CreateContact' }>,
  purpose: 'add' | 'change',
  signal: AbortSignal,
): Promise<BankRedirectOutcome> => {
  const adding = purpose === 'add'
  const [contact, banks, account] = await Promise.all([
    backend.banking.createFinancialContact(request.body, request.headers, { signal })(),
    adding ? searchBanks(backend, request.bankCode, signal) : Promise.resolve(E.right([])),
    adding && request.existingAccountId !== null
      ? backend.banking.getFinancialAccount(request.existingAccountId, { signal })()
      : Promise.resolve(null),
  ])
  if (E.isLeft(contact)) return { _tag: 'Failed', error: contact.left }
  if (!adding) return { _tag: 'Changed' }
  const bank = bankOfRedirect(request.bankCode, request.body.banksApiBankId ?? null, E.isRight(banks) ? banks.right : [])
  const reconnect =
    request.existingAccountId === null
      ? null
      : { financialAccountId: request.existingAccountId, iban: account !== null && E.isRight(account) ? (account.right.iban ?? null) : null }
  return {
    _tag: 'Resume',
    start: { mode: 'standard', reconnect },
    resume: [
      { type: 'newBankChosen' },
      { type: 'bankChosen', bank, banksFound: [bank] },
      { type: 'onlineBankingChosen' },
      { type: 'credentialsSaved', financialContactId: contact.right.financialContactId },
    ],
  }
}

// --- the wizard's effects

export interface WizardEffectContext {
  readonly backend: Backend
  readonly dispatch: (event: AddAccountWizardEvent) => void
  /** Aborted when the step the effect belongs to is left, and when the dialog closes. */
  readonly signal: AbortSignal
  /** Shows a failed call of the current step; null clears it (a new attempt starts). */
  readonly reportError: (error: BackendError | null) => void
  /** Asks the user for the bank PIN; null when they decline. The PIN is encoded and never stored. */
  readonly askForPin: (signal: AbortSignal) => Promise<EncodedPin | null>
  /** Leaves the app for the payment service (window.location.assign in the app). */
  readonly navigateTo: (url: string) => void
  /** The app's origin, for the payment service's callbacks. */
  readonly origin: string
  /** Opens the CSV import for a new account; undefined where the host offers none. */
  readonly openCsvImport: ((financialAccountId: string) => void) | undefined
  /** Shows a closing notice (e.g. the missing merchant id) with a button that calls `onClosed` (the user closes it). */
  readonly showCloseNotice: (text: string, onClosed: () => void) => void
  /** Closes the wizard, naming the accounts it added or connected (the close effect's payload). */
  readonly close: (reason: AddAccountWizardCloseReason, financialAccountIds: ReadonlyArray<string>) => void
}

/** Whether a failed call asks for the bank PIN (missing_entity with source pin: prompt, then retry with it). */
export const isPinRequest = (error: BackendError): boolean =>
  error._tag === 'ServerIssues' && error.issues.some((issue) => resolveIssue(issue).reaction === 'promptForPinThenRetry')

type EffectOf<T extends AddAccountWizardEffect['type']> = Extract<AddAccountWizardEffect, { readonly type: T }>

/**
 * s40: the accounts of the login. A bank that needs the PIN and has none saved answers missing_entity@pin; the user is
 * asked for it and the call is made again with it (accounts-and-transfers 8, transactions-import-proposals 8). The
 * encoded PIN lives in this function's variable for the one call and is dropped right after it.
 */
const loadOnlineBankingAccounts = async (effect: EffectOf<'loadOnlineBankingAccounts'>, ctx: WizardEffectContext): Promise<void> => {
  const { backend, signal } = ctx
  const query: OnlineBankingAccountsQuery = {
    accountType: effect.accountType,
    reconnectFinancialAccountId: effect.reconnectFinancialAccountId,
  }
  ctx.reportError(null)
  const load = (pin: EncodedPin | null) =>
    backend.banking.listOnlineBankingAccounts(effect.financialContactId, pin === null ? query : { ...query, pin }, { signal })()
  let result = await load(null)
  while (!signal.aborted && E.isLeft(result) && isPinRequest(result.left)) {
    const pin = await ctx.askForPin(signal)
    if (pin === null || signal.aborted) break
    result = await load(pin) // the PIN goes out with this one call and is not kept
  }
  if (signal.aborted) return
  const { financialContactId } = effect
  if (E.isRight(result)) return ctx.dispatch({ type: 'onlineBankingAccountsLoaded', financialContactId, accounts: result.right })
  ctx.reportError(result.left)
  ctx.dispatch({ type: 'onlineBankingAccountsFailed', financialContactId })
}

/** s50: one chosen account, created new or (when it is the account being reconnected) updated. */
const saveContactAccount = async (effect: EffectOf<'createAccount' | 'updateAccount'>, ctx: WizardEffectContext): Promise<void> => {
  const { backend, signal } = ctx
  const { onlineBankingAccount } = effect
  ctx.reportError(null)
  const result =
    effect.type === 'createAccount'
      ? await backend.banking.createContactAccount(
          effect.financialContactId,
          {
            name: effect.accountName,
            type: effect.accountType,
            iban: onlineBankingAccount.iban ?? null,
            accountNumber: onlineBankingAccount.accountNumber ?? null,
          },
          { signal },
        )()
      : await updateReconnectedAccount(effect, ctx)
  if (signal.aborted) return
  if (E.isRight(result)) return ctx.dispatch({ type: 'accountFinished', financialAccountId: result.right.financialAccountId })
  ctx.reportError(result.left)
  ctx.dispatch({ type: 'accountFailed' })
}

/** The reconnected account keeps its own fields; only the online banking account's IBAN and number are new. */
const updateReconnectedAccount = async (effect: EffectOf<'updateAccount'>, { backend, signal }: WizardEffectContext) => {
  const current = await backend.banking.getFinancialAccount(effect.financialAccountId, { signal })()
  if (E.isLeft(current)) return current
  const body: Versioned<FinancialAccountBody> = {
    ...toAccountBody(current.right),
    iban: effect.onlineBankingAccount.iban ?? current.right.iban ?? null,
    accountNumber: effect.onlineBankingAccount.accountNumber ?? null,
  }
  return backend.banking.updateContactAccount(effect.financialContactId, effect.financialAccountId, body, { signal })()
}

/**
 * s21: asks for the payment service's url (with our callbacks) and goes there once the redirect delay has passed
 * (accounts-and-transfers 4.1 and 9: "the redirect resolves after 3 seconds"). A failed call shows at once.
 */
const redirectToPaypal = async (effect: EffectOf<'redirectToPaypal'>, ctx: WizardEffectContext): Promise<void> => {
  const { backend, signal } = ctx
  ctx.reportError(null)
  const delay = waitFor(effect.afterMs, signal)
  const result = await backend.banking.getPaypalConnectUrl(
    { paypalInfoTile: effect.fromInfoTile, financialAccountId: effect.financialAccountId, ...toPaypalCallbacks(ctx.origin) },
    { signal },
  )()
  if (signal.aborted) return
  if (E.isLeft(result)) {
    ctx.reportError(result.left)
    return ctx.dispatch({ type: 'paypalRedirectFailed' })
  }
  if (await delay) ctx.navigateTo(result.right.url)
}

/**
 * s51: the payment-service account with its merchant id and the start of its history (1 January of last year,
 * accounts-and-transfers 5.3), created new or, for a reconnect, written into the existing account.
 */
const finishPaypalAccount = async (effect: EffectOf<'finishPaypalAccount'>, ctx: WizardEffectContext): Promise<void> => {
  const { backend, signal } = ctx
  ctx.reportError(null)
  const startSyncDate = getPaymentServiceSyncDateRange(todayInBerlin(backend.clock)).min ?? null
  const result =
    effect.financialAccountId === null
      ? await backend.banking.createFinancialAccount(
          { name: WIZARD_TEXTS.paypalAccountName, type: 'PAYPAL', connectionData: { merchantId: effect.merchantId, startSyncDate } },
          { signal },
        )()
      : await updatePaypalAccount(effect.financialAccountId, effect.merchantId, startSyncDate, ctx)
  if (signal.aborted) return
  if (E.isRight(result)) return ctx.dispatch({ type: 'paypalAccountFinished', financialAccountId: result.right.financialAccountId })
  ctx.reportError(result.left)
  ctx.dispatch({ type: 'paypalAccountFailed' })
}

const updatePaypalAccount = async (
  financialAccountId: string,
  merchantId: string,
  startSyncDate: FinancialAccountBody['initialSyncDate'],
  { backend, signal }: WizardEffectContext,
) => {
  const current = await backend.banking.getFinancialAccount(financialAccountId, { signal })()
  if (E.isLeft(current)) return current
  const body: Versioned<FinancialAccountBody> = {
    ...toAccountBody(current.right),
    // A reconnected account keeps the history it had; only a new one starts at the range's beginning.
    connectionData: { merchantId, startSyncDate: current.right.connectionData?.startSyncDate ?? startSyncDate ?? null },
  }
  return backend.banking.updateFinancialAccount(financialAccountId, body, { signal })()
}

/** s32: the account without a connection, with the body the wizard built from the form (the effect's payload). */
const createManualAccount = async (effect: EffectOf<'createManualAccount'>, ctx: WizardEffectContext): Promise<void> => {
  const { backend, signal } = ctx
  ctx.reportError(null)
  const result = await backend.banking.createFinancialAccount(effect.account, { signal })()
  if (signal.aborted) return
  if (E.isRight(result)) return ctx.dispatch({ type: 'manualAccountCreated', financialAccountId: result.right.financialAccountId })
  ctx.reportError(result.left)
  ctx.dispatch({ type: 'manualAccountFailed' })
}

/**
 * Closes after the effect's delay. A notice (the missing merchant id, spec 8: "shows an abort message after 1 second")
 * shows once the delay has passed and stays until the user closes it; only then does the wizard close.
 */
const closeWizard = async (effect: EffectOf<'close'>, ctx: WizardEffectContext): Promise<void> => {
  if (effect.afterMs > 0 && !(await waitFor(effect.afterMs, ctx.signal))) return
  if (effect.noticeKey === null) return ctx.close(effect.reason, effect.financialAccountIds)
  ctx.showCloseNotice(messageFor(effect.noticeKey), () => ctx.close(effect.reason, effect.financialAccountIds))
}

export const runAddAccountWizardEffect = async (effect: AddAccountWizardEffect, ctx: WizardEffectContext): Promise<void> => {
  switch (effect.type) {
    case 'loadOnlineBankingAccounts':
      return loadOnlineBankingAccounts(effect, ctx)
    case 'createAccount':
    case 'updateAccount':
      return saveContactAccount(effect, ctx)
    case 'redirectToPaypal':
      return redirectToPaypal(effect, ctx)
    case 'finishPaypalAccount':
      return finishPaypalAccount(effect, ctx)
    case 'deletePaypalInfoFeature':
    case 'trackPaypalConnected':
      // Spec 6 (INFO_PAYPAL_NOTCONNECTED): the business feature is deleted and a tracking event sent. Kontor has no
      // business-feature or tracking port yet, so there is nothing to call; the hub's PayPal tip reads the accounts.
      return
    case 'createManualAccount':
      return createManualAccount(effect, ctx)
    case 'openCsvImport':
      ctx.openCsvImport?.(effect.financialAccountId)
      return
    case 'close':
      return closeWizard(effect, ctx)
  }
}
