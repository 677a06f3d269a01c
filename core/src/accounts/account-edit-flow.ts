/**
 * The edit-account dialog as a pure state machine (spec: accounts-and-transfers 2.4, 5.6, 7.1 PUT
 * v102/financialAccounts/{id}, 8). Saving checks the form first (validateAccountEditForm), then sends the body with
 * the lockVersion; whatever fails, the form keeps what was typed. A save that lost to a concurrent change offers to
 * read the account again, which replaces the form. Beside the form, the dialog's links read the bank login for the
 * credentials dialog or open the add-account wizard to connect the account.
 */
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import type { LocalDate } from '../calendar/local-date.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { ErrorTextSegment } from '../errors/error-text.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { getAccountMenuActions } from './account-actions.ts'
import { toAccountEditForm, validateAccountEditForm, type AccountEditForm } from './account-edit-form.ts'
import type { FinancialContact } from './connection-model.ts'
import type { FinancialAccount } from './model.ts'
import type { FinancialAccountBody, Versioned } from './requests.ts'

/** 'saved' when the account changed (saved, connected, or its bank login got new credentials): the caller reads it again. */
export type AccountEditOutcome = 'saved' | 'canceled'

export interface AccountEditFlowStart {
  readonly account: FinancialAccount
  /** Today in Berlin, read once as the dialog opens: the sync start date is checked against it. */
  readonly today: LocalDate
}

/** A notice above the form, in the catalogue's words (text, and links to the support site). */
export interface AccountEditNotice {
  readonly segments: ReadonlyArray<ErrorTextSegment>
}

/** A save the server did not take, as the catalogue describes it (describeAccountSaveFailure). */
export type AccountSaveFailure =
  /** The server's issues: texts on the form's fields, the rest as notices; `conflict` when the lockVersion was stale. */
  | {
      readonly kind: 'refused'
      readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
      readonly notices: ReadonlyArray<AccountEditNotice>
      readonly conflict: boolean
    }
  /** Any other failure (no answer, a status without issues, a 403, an unreadable answer): one notice with a retry. */
  | { readonly kind: 'failed'; readonly error: BackendError }

export type AccountSaveRefusal = Extract<AccountSaveFailure, { readonly kind: 'refused' }>

/** What the last save left to show: the form's own check, or the server's answer. */
export type AccountEditFailure = { readonly kind: 'invalid'; readonly issues: ReadonlyArray<ValidationIssue> } | AccountSaveFailure

/** The links beside the form: the bank login read for the credentials dialog, and the two dialogs they open. */
export type AccountEditLinks =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loadingContact' }
  | { readonly kind: 'contactFailed'; readonly error: BackendError }
  | { readonly kind: 'changingCredentials'; readonly contact: FinancialContact }
  | { readonly kind: 'connecting' }

export interface AccountEditContext {
  /** The account as last read: the one the dialog opened with, or the one read again after a concurrent change. */
  readonly account: FinancialAccount
  readonly today: LocalDate
  readonly form: AccountEditForm
  /** How often the account was read again; each read moves focus to the dialog's title, as the notice's button goes. */
  readonly reloads: number
  /** New credentials change the account's connection (its sync error goes): however the dialog closes, it was changed. */
  readonly credentialsSaved: boolean
  /** How often a save was refused on fields (by the form's check or the server); each moves focus to the first invalid field. */
  readonly refusedSubmits: number
  readonly links: AccountEditLinks
}

export type AccountEditState =
  | {
      readonly step: 'editing'
      readonly context: AccountEditContext
      readonly failure: AccountEditFailure | null
      /** Reading the account again failed; the conflict stays, and reading can be tried again. */
      readonly reloadError: BackendError | null
    }
  | { readonly step: 'saving'; readonly context: AccountEditContext }
  /** Reading the account again; the conflict that asked for it stays shown until the account is read. */
  | { readonly step: 'reloading'; readonly context: AccountEditContext; readonly failure: AccountSaveRefusal }
  | { readonly step: 'closed'; readonly context: AccountEditContext; readonly outcome: AccountEditOutcome }

/** A field of the form and the value it holds now. */
export type AccountEditFieldChange = {
  readonly [K in keyof AccountEditForm]: { readonly field: K; readonly value: AccountEditForm[K] }
}[keyof AccountEditForm]

export type AccountEditEvent =
  | { readonly type: 'fieldChanged'; readonly change: AccountEditFieldChange }
  /** Speichern, or the retry of a failed save. */
  | { readonly type: 'saveSubmitted' }
  | { readonly type: 'accountSaved' }
  | { readonly type: 'accountSaveFailed'; readonly failure: AccountSaveFailure }
  /** "Neu laden", or the retry of a failed read. */
  | { readonly type: 'reloadPressed' }
  | { readonly type: 'accountReloaded'; readonly account: FinancialAccount }
  | { readonly type: 'accountReloadFailed'; readonly error: BackendError }
  | { readonly type: 'changeCredentialsPressed' }
  | { readonly type: 'contactLoaded'; readonly contact: FinancialContact }
  | { readonly type: 'contactLoadFailed'; readonly error: BackendError }
  | { readonly type: 'credentialsClosed'; readonly saved: boolean }
  | { readonly type: 'connectPressed' }
  /** The wizard closed; `connected` unless it was canceled. */
  | { readonly type: 'connectClosed'; readonly connected: boolean }
  | { readonly type: 'canceled' }

export type AccountEditEffect =
  | { readonly type: 'saveAccount'; readonly financialAccountId: string; readonly body: Versioned<FinancialAccountBody> }
  | { readonly type: 'loadAccount'; readonly financialAccountId: string }
  | { readonly type: 'loadContact'; readonly financialContactId: string }
  | { readonly type: 'closeEditAccount'; readonly outcome: AccountEditOutcome }

export type AccountEditTransition = readonly [AccountEditState, ReadonlyArray<AccountEditEffect>]

// --- rules

/**
 * The bank login whose credentials the dialog can change: the account's financial contact, if it has one.
 * @example toEditedAccountContactId({ ...account, financialContact: { financialContactId: 'c1' } }) // 'c1'
 */
export const toEditedAccountContactId = (account: Pick<FinancialAccount, 'financialContact'>): string | undefined =>
  account.financialContact?.financialContactId

/**
 * Whether the dialog offers to connect the account: as the hub's menu offers connect (getAccountMenuActions).
 * @example canConnectEditedAccount({ type: 'GIRO', connected: false, deactivated: false, availableActions: [] }) // true
 */
export const canConnectEditedAccount = (account: Pick<FinancialAccount, 'type' | 'connected' | 'deactivated' | 'availableActions'>): boolean =>
  getAccountMenuActions(account).includes('connect')

/** The credentials dialog or the wizard is open on top of this one. */
const isSubdialogOpen = (links: AccountEditLinks): boolean => links.kind === 'changingCredentials' || links.kind === 'connecting'

/**
 * Whether the dialog can be closed now (Abbrechen, Escape): not while a save runs, whose answer decides how it
 * closes, and not from under the credentials dialog or the wizard.
 * @example canCancelAccountEdit(saving) // false
 */
export const canCancelAccountEdit = (state: AccountEditState): boolean =>
  (state.step === 'editing' || state.step === 'reloading') && !isSubdialogOpen(state.context.links)

/**
 * The failure the dialog shows: none while saving or once closed.
 * @example toShownAccountEditFailure(refusedEditing) // { kind: 'refused', … }
 */
export const toShownAccountEditFailure = (state: AccountEditState): AccountEditFailure | null =>
  state.step === 'editing' || state.step === 'reloading' ? state.failure : null

/**
 * Whether the dialog offers "Neu laden": after a save that lost to a concurrent change, until the account is read.
 * @example isAccountEditConflict(afterStaleSave) // true
 */
export const isAccountEditConflict = (state: AccountEditState): boolean => {
  const failure = toShownAccountEditFailure(state)
  return failure?.kind === 'refused' && failure.conflict
}

// --- the flow

/**
 * Opens the dialog on the account's values.
 * @example startAccountEdit({ account, today })[0].step // 'editing'
 */
export const startAccountEdit = ({ account, today }: AccountEditFlowStart): AccountEditTransition => [
  {
    step: 'editing',
    context: { account, today, form: toAccountEditForm(account), reloads: 0, credentialsSaved: false, refusedSubmits: 0, links: { kind: 'idle' } },
    failure: null,
    reloadError: null,
  },
  [],
]

const close = (context: AccountEditContext, outcome: AccountEditOutcome): AccountEditTransition => [
  { step: 'closed', context, outcome },
  [{ type: 'closeEditAccount', outcome }],
]

const refusedOnce = (context: AccountEditContext): AccountEditContext => ({ ...context, refusedSubmits: context.refusedSubmits + 1 })

/** Checks the form and sends it, or shows every issue at its field. */
const submit = (context: AccountEditContext): AccountEditTransition => {
  const checked = validateAccountEditForm(context.form, context.account, context.today)
  if (E.isLeft(checked)) return [{ step: 'editing', context: refusedOnce(context), failure: { kind: 'invalid', issues: checked.left }, reloadError: null }, []]
  return [{ step: 'saving', context }, [{ type: 'saveAccount', financialAccountId: context.account.financialAccountId, body: checked.right }]]
}

type OpenState = Exclude<AccountEditState, { readonly step: 'closed' }>

const withContext = (state: OpenState, context: AccountEditContext): AccountEditTransition => [{ ...state, context }, []]
const withLinks = (state: OpenState, links: AccountEditLinks): AccountEditTransition => withContext(state, { ...state.context, links })

/** What works in every open step: typing, closing where canCancelAccountEdit allows, and the links' dialogs. */
const transitionAnyOpenStep = (state: OpenState, event: AccountEditEvent): AccountEditTransition => {
  const { context } = state
  const { links } = context
  const unchanged: AccountEditTransition = [state, []]
  switch (event.type) {
    case 'canceled':
      return canCancelAccountEdit(state) ? close(context, context.credentialsSaved ? 'saved' : 'canceled') : unchanged
    case 'fieldChanged': {
      const { field, value } = event.change
      return context.form[field] === value ? unchanged : withContext(state, { ...context, form: { ...context.form, [field]: value } })
    }
    case 'changeCredentialsPressed': {
      const financialContactId = toEditedAccountContactId(context.account)
      if (financialContactId === undefined || (links.kind !== 'idle' && links.kind !== 'contactFailed')) return unchanged
      return [{ ...state, context: { ...context, links: { kind: 'loadingContact' } } }, [{ type: 'loadContact', financialContactId }]]
    }
    case 'contactLoaded':
      return links.kind === 'loadingContact' ? withLinks(state, { kind: 'changingCredentials', contact: event.contact }) : unchanged
    case 'contactLoadFailed':
      return links.kind === 'loadingContact' ? withLinks(state, { kind: 'contactFailed', error: event.error }) : unchanged
    case 'credentialsClosed':
      return links.kind === 'changingCredentials'
        ? withContext(state, { ...context, links: { kind: 'idle' }, credentialsSaved: context.credentialsSaved || event.saved })
        : unchanged
    // The wizard takes over from a bank login still being read: what that read brings is dropped.
    case 'connectPressed':
      return canConnectEditedAccount(context.account) && !isSubdialogOpen(links) ? withLinks(state, { kind: 'connecting' }) : unchanged
    case 'connectClosed':
      if (links.kind !== 'connecting') return unchanged
      // A connected account has a new lockVersion and new editing rules: the caller reads it again.
      return event.connected ? close({ ...context, links: { kind: 'idle' } }, 'saved') : withLinks(state, { kind: 'idle' })
    default:
      return unchanged
  }
}

/**
 * The dialog's one transition. An event that makes no sense in a step leaves the state as it is (the same object)
 * with no effects; once closed nothing changes it. A save is sent only from the form (never while one runs or while
 * the account is read again), so one press sends one save; typing and the links work in every open step.
 * @example transitionAccountEdit(editing, { type: 'saveSubmitted' }) // [{ step: 'saving', … }, [{ type: 'saveAccount', … }]]
 */
export const transitionAccountEdit = (state: AccountEditState, event: AccountEditEvent): AccountEditTransition => {
  switch (state.step) {
    case 'editing':
      switch (event.type) {
        case 'saveSubmitted':
          return submit(state.context)
        case 'reloadPressed':
          return state.failure?.kind === 'refused' && state.failure.conflict
            ? [
                { step: 'reloading', context: state.context, failure: state.failure },
                [{ type: 'loadAccount', financialAccountId: state.context.account.financialAccountId }],
              ]
            : [state, []]
        default:
          return transitionAnyOpenStep(state, event)
      }
    case 'saving':
      switch (event.type) {
        case 'accountSaved':
          return close(state.context, 'saved')
        case 'accountSaveFailed': {
          const context = event.failure.kind === 'refused' ? refusedOnce(state.context) : state.context
          return [{ step: 'editing', context, failure: event.failure, reloadError: null }, []]
        }
        default:
          return transitionAnyOpenStep(state, event)
      }
    case 'reloading':
      switch (event.type) {
        case 'accountReloaded': {
          const { account } = event
          const context = { ...state.context, account, form: toAccountEditForm(account), reloads: state.context.reloads + 1 }
          return [{ step: 'editing', context, failure: null, reloadError: null }, []]
        }
        case 'accountReloadFailed':
          return [{ step: 'editing', context: state.context, failure: state.failure, reloadError: event.error }, []]
        default:
          return transitionAnyOpenStep(state, event)
      }
    case 'closed':
      return [state, []]
    default:
      return absurd(state)
  }
}
