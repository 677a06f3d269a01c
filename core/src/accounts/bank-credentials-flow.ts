/**
 * The bank credentials dialog as a pure state machine (spec: transactions-import-proposals 2 "Bank credentials
 * dialog", 3 "Financial contact", 4 "walks over several contacts one by one; skipping waits 1 s; saving is automatic
 * in redirect mode or for oauth2 banks", 8 "Missing PIN … reopens the credentials dialog and retries with the PIN";
 * accounts-and-transfers 5.1 PIN rules and 8 "Invalid financial contact data rejects the call locally").
 *
 * The PIN never enters the state or an effect: the form hands it straight to the call the 'saveCredentials' effect
 * asks for (after validateBankCredentials), and for purpose 'enter' to the call that is retried with it.
 */
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { FinancialContact } from './connection-model.ts'
import { BANK_CREDENTIALS_SKIP_DELAY_MS } from './constants.ts'
import { validateAccountFieldLength } from './field-limits.ts'
import { encodePin, PIN_FIELD, type EncodedPin } from './pin-encoding.ts'


/**
 * Why the dialog is open; its title differs for each (transactions-import-proposals 2). 'connect': a new bank login;
 * 'enter': credentials the bank asks for now (a missing PIN, a contact not ready); 'change': new credentials for a
 * login that works.
 */
export type BankCredentialsPurpose = 'connect' | 'enter' | 'change'

/**
 * Spec leaves the wording open ("title differs for connect, enter and change credentials"); chosen: these, because
 * each names in plain German what the user does in that case, as German online banking words it.
 */
export const BANK_CREDENTIALS_TITLES: Readonly<Record<BankCredentialsPurpose, string>> = {
  connect: 'Bankzugang verbinden',
  enter: 'Zugangsdaten eingeben',
  change: 'Zugangsdaten ändern',
}

/** An account that uses a bank login, for the dialog's optional list of affected accounts. */
export interface AffectedAccount {
  readonly financialAccountId: string
  readonly name: string
}

export interface BankCredentialsItem {
  readonly contact: FinancialContact
  readonly affectedAccounts?: ReadonlyArray<AffectedAccount> | undefined
}

export type NonEmptyBankCredentialsItems = readonly [BankCredentialsItem, ...BankCredentialsItem[]]

export interface BankCredentialsFlowStart {
  readonly purpose: BankCredentialsPurpose
  readonly items: NonEmptyBankCredentialsItems
  /** Reopened after the bank's redirect: the redirect answers for the user, so every contact saves automatically. */
  readonly redirectMode?: boolean | undefined
}

/** What became of each contact, in the order of the items. */
export type BankCredentialsOutcome = 'pending' | 'saved' | 'skipped'

export interface BankCredentialsContext {
  readonly purpose: BankCredentialsPurpose
  readonly items: NonEmptyBankCredentialsItems
  readonly redirectMode: boolean
  readonly outcomes: ReadonlyArray<BankCredentialsOutcome>
}

export type BankCredentialsState =
  | {
      readonly step: 'editing'
      readonly context: BankCredentialsContext
      /** The contact shown (0-based). */
      readonly index: number
      readonly savePin: boolean
      /** The last save of this contact failed (the form shows the server's issues). */
      readonly failed: boolean
    }
  | {
      readonly step: 'saving'
      readonly context: BankCredentialsContext
      readonly index: number
      readonly savePin: boolean
      /** Saved without the user pressing a button (redirect mode or an oauth2 bank). */
      readonly automatic: boolean
    }
  | { readonly step: 'skipping'; readonly context: BankCredentialsContext; readonly index: number }
  | { readonly step: 'finished'; readonly context: BankCredentialsContext }
  | { readonly step: 'canceled'; readonly context: BankCredentialsContext }

export type BankCredentialsEvent =
  | { readonly type: 'savePinToggled'; readonly checked: boolean }
  /** Next, save or connect was pressed (the form's credentials are valid). */
  | { readonly type: 'submitted' }
  | { readonly type: 'credentialsSaved' }
  | { readonly type: 'credentialsRejected' }
  | { readonly type: 'skipPressed' }
  | { readonly type: 'skipDelayElapsed' }
  | { readonly type: 'backPressed' }
  | { readonly type: 'canceled' }

export type BankCredentialsEffect =
  | {
      readonly type: 'saveCredentials'
      readonly purpose: BankCredentialsPurpose
      readonly financialContactId: string
      /** The savePinEnabled to send. */
      readonly savePin: boolean
      readonly automatic: boolean
      /** 1-based position and count, as in the progress text. */
      readonly position: number
      readonly total: number
    }
  | { readonly type: 'waitBeforeSkip'; readonly ms: number }
  | {
      readonly type: 'closeBankCredentials'
      readonly outcome: 'finished' | 'canceled'
      readonly savedContactIds: ReadonlyArray<string>
      readonly skippedContactIds: ReadonlyArray<string>
    }

export type BankCredentialsTransition = readonly [BankCredentialsState, ReadonlyArray<BankCredentialsEffect>]

// --- rules

/**
 * The save-PIN option is forced (checked and disabled) when the bank requires a saved PIN: the contact says
 * `savePinRequired: true` (see FinancialContactCodec for that reading).
 * @example isSavePinForced({ financialContactId: 'c', savePinRequired: true }) // true
 */
export const isSavePinForced = (contact: Pick<FinancialContact, 'savePinRequired'>): boolean => contact.savePinRequired === true

/**
 * Whether the save-PIN option starts checked: always when forced, else as the contact has it now (savePinEnabled).
 * @example isSavePinInitiallyChecked({ financialContactId: 'c', savePinEnabled: null }) // false
 */
export const isSavePinInitiallyChecked = (contact: Pick<FinancialContact, 'savePinRequired' | 'savePinEnabled'>): boolean =>
  isSavePinForced(contact) || contact.savePinEnabled === true

/**
 * Saving is automatic, without the user pressing a button, in redirect mode or for an oauth2 bank (the bank's own
 * page already asked for the credentials).
 * @example isBankCredentialsSaveAutomatic(false, { financialContactId: 'c', oauth2: true }) // true
 */
export const isBankCredentialsSaveAutomatic = (redirectMode: boolean, contact: Pick<FinancialContact, 'oauth2'>): boolean =>
  redirectMode || contact.oauth2 === true

/**
 * The progress text 'n von total' (German, 1-based), e.g. '1 von 3'.
 * @example formatBankCredentialsProgress(1, 3) // '1 von 3'
 */
export const formatBankCredentialsProgress = (position: number, total: number): string => `${position} von ${total}`

/** The credentials as the form holds them; the PIN exactly as typed. */
export interface BankCredentialsForm {
  readonly userIdValues: ReadonlyArray<string>
  readonly customerIdValues: ReadonlyArray<string>
  readonly pin: string
}

/** The credentials as they are sent: ids trimmed, the PIN base64-encoded or null. */
export interface BankCredentialsPayload {
  readonly userIdValues: ReadonlyArray<string>
  readonly customerIdValues: ReadonlyArray<string>
  readonly pin: EncodedPin | null
}

/** How a bank login form checks what was typed: whether the PIN must be given, whether the bank's page takes it all. */
export interface BankLoginRules {
  /** The first login at a bank: no saved login stands behind it, so an empty PIN cannot work. */
  readonly pinRequired: boolean
  /** The bank logs in by redirect (oauth2): its own page asks for the credentials, the form has no fields. */
  readonly byRedirect: boolean
}

/**
 * The rules of a bank's login form. By redirect when the bank's details or the login say oauth2 (spec: README
 * scenario "Anmeldung per Weiterleitung", transactions-import-proposals 4 "saving is automatic … for oauth2 banks");
 * the PIN is required on a first login (no login yet) that is not by redirect. Reading: a login that exists may have
 * its PIN saved at the bank, and a bank that then needs one answers with a missing-PIN issue.
 * @example toBankLoginRules({ oauth2: true }, null) // { pinRequired: false, byRedirect: true }
 * @example toBankLoginRules({ oauth2: false }, null) // { pinRequired: true, byRedirect: false }
 */
export const toBankLoginRules = (
  details: { readonly oauth2?: boolean | null | undefined } | null,
  contact: Pick<FinancialContact, 'oauth2'> | null,
): BankLoginRules => {
  const byRedirect = details?.oauth2 === true || contact?.oauth2 === true
  return { byRedirect, pinRequired: contact === null && !byRedirect }
}

/** A login of its own: nothing to check, nothing typed (the bank's page takes the credentials). */
const REDIRECT_CREDENTIALS: BankCredentialsPayload = { userIdValues: [], customerIdValues: [], pin: null }

/**
 * Checks the credentials before any call (accounts-and-transfers 8: invalid contact data is rejected locally): at
 * least one user id and none blank ('accounts.credentialsUserIdRequired' on userIdValues), on a first login a PIN
 * ('accounts.credentialsPinRequired' on pin), and a PIN that can be encoded (encodePin: 'Die Zugangsdaten beinhalten
 * ungültige Zeichen.', an empty PIN becomes null). All are reported together. A login by redirect sends no
 * credentials (toBankLoginRules). Reading: every user-id field the bank shows is required, customer ids are optional
 * (only some banks ask for one); ids are trimmed, since spaces around a login name are a typing slip, but the PIN is
 * never changed. Ids and PIN take at most as many characters as FinTS holds (ACCOUNT_FIELD_MAX_LENGTHS,
 * 'accounts.textTooLong').
 * @example validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '1234' }) // right({ …, pin: 'MTIzNA==' })
 * @example validateBankCredentials({ userIdValues: ['max'], customerIdValues: [], pin: '' }, { pinRequired: true, byRedirect: false }) // left: accounts.credentialsPinRequired
 */
export const validateBankCredentials = (
  form: BankCredentialsForm,
  rules: BankLoginRules = { pinRequired: false, byRedirect: false },
): E.Either<ReadonlyArray<ValidationIssue>, BankCredentialsPayload> => {
  if (rules.byRedirect) return E.right(REDIRECT_CREDENTIALS)
  const userIdValues = form.userIdValues.map((v) => v.trim())
  const customerIdValues = form.customerIdValues.map((v) => v.trim())
  const userIdIssues =
    userIdValues.length === 0 || userIdValues.some((v) => v === '')
      ? [validationIssue('userIdValues', 'accounts.credentialsUserIdRequired')]
      : firstLengthIssue('userIdValues', userIdValues)
  const pinLength = validateAccountFieldLength(PIN_FIELD, form.pin)
  const pin = E.isLeft(pinLength) ? pinLength : encodePin(form.pin, PIN_FIELD)
  const pinIssues = E.isLeft(pin)
    ? pin.left
    : rules.pinRequired && form.pin === ''
      ? [validationIssue(PIN_FIELD, 'accounts.credentialsPinRequired')]
      : []
  const issues = [...userIdIssues, ...firstLengthIssue('customerIdValues', customerIdValues), ...pinIssues]
  if (issues.length > 0 || E.isLeft(pin)) return E.left(issues)
  return E.right({ userIdValues, customerIdValues, pin: pin.right })
}

/** The length issue of the first of a field's values that is too long (the field shows one message), or none. */
const firstLengthIssue = (field: 'userIdValues' | 'customerIdValues', values: ReadonlyArray<string>): ReadonlyArray<ValidationIssue> =>
  values.map((v) => validateAccountFieldLength(field, v)).find(E.isLeft)?.left ?? []

// --- the flow

const itemAt = (context: BankCredentialsContext, index: number): BankCredentialsItem => context.items[index] ?? context.items[0]

/** Shows contact `index`: saved at once when automatic, else the form with the save-PIN option preset. */
const enterContact = (context: BankCredentialsContext, index: number): BankCredentialsTransition => {
  const { contact } = itemAt(context, index)
  const savePin = isSavePinInitiallyChecked(contact)
  return isBankCredentialsSaveAutomatic(context.redirectMode, contact)
    ? save(context, index, savePin, true)
    : [{ step: 'editing', context, index, savePin, failed: false }, []]
}

const save = (context: BankCredentialsContext, index: number, savePin: boolean, automatic: boolean): BankCredentialsTransition => [
  { step: 'saving', context, index, savePin, automatic },
  [
    {
      type: 'saveCredentials',
      purpose: context.purpose,
      financialContactId: itemAt(context, index).contact.financialContactId,
      savePin,
      automatic,
      position: index + 1,
      total: context.items.length,
    },
  ],
]

const contactIdsWith = (context: BankCredentialsContext, outcome: BankCredentialsOutcome): ReadonlyArray<string> =>
  context.items.filter((_, i) => context.outcomes[i] === outcome).map((item) => item.contact.financialContactId)

const close = (context: BankCredentialsContext, outcome: 'finished' | 'canceled'): BankCredentialsTransition => [
  outcome === 'finished' ? { step: 'finished', context } : { step: 'canceled', context },
  [
    {
      type: 'closeBankCredentials',
      outcome,
      savedContactIds: contactIdsWith(context, 'saved'),
      skippedContactIds: contactIdsWith(context, 'skipped'),
    },
  ],
]

/** Records what became of contact `index` and shows the next one, or finishes after the last. */
const advance = (context: BankCredentialsContext, index: number, outcome: 'saved' | 'skipped'): BankCredentialsTransition => {
  const next = { ...context, outcomes: context.outcomes.map((o, i) => (i === index ? outcome : o)) }
  return index + 1 < next.items.length ? enterContact(next, index + 1) : close(next, 'finished')
}

/**
 * Opens the dialog on the first contact (saving it at once when that is automatic).
 * @example startBankCredentialsFlow({ purpose: 'enter', items: [{ contact }] })[0].step // 'editing'
 */
export const startBankCredentialsFlow = (start: BankCredentialsFlowStart): BankCredentialsTransition =>
  enterContact(
    {
      purpose: start.purpose,
      items: start.items,
      redirectMode: start.redirectMode === true,
      outcomes: start.items.map(() => 'pending'),
    },
    0,
  )

/**
 * Whether back goes to the previous contact: only from the form, not on the first contact, and not onto a contact
 * that saves automatically (it would save again at once and come straight back).
 * @example canGoBackInBankCredentials(editingSecondOfThree) // true
 */
export const canGoBackInBankCredentials = (state: BankCredentialsState): boolean => {
  if (state.step !== 'editing' || state.index === 0) return false
  return !isBankCredentialsSaveAutomatic(state.context.redirectMode, itemAt(state.context, state.index - 1).contact)
}

/**
 * The dialog's one transition. An event that makes no sense in a step leaves the state as it is (the same object)
 * with no effects; once finished or canceled nothing changes it. Cancel works while editing, saving or skipping.
 * @example transitionBankCredentialsFlow(editing, { type: 'skipPressed' }) // [{ step: 'skipping', … }, [{ type: 'waitBeforeSkip', ms: 1000 }]]
 */
export const transitionBankCredentialsFlow = (state: BankCredentialsState, event: BankCredentialsEvent): BankCredentialsTransition => {
  const unchanged: BankCredentialsTransition = [state, []]
  switch (state.step) {
    case 'editing':
      switch (event.type) {
        case 'savePinToggled':
          return isSavePinForced(itemAt(state.context, state.index).contact) || event.checked === state.savePin
            ? unchanged
            : [{ ...state, savePin: event.checked }, []]
        case 'submitted':
          return save(state.context, state.index, state.savePin, false)
        case 'skipPressed':
          return [
            { step: 'skipping', context: state.context, index: state.index },
            [{ type: 'waitBeforeSkip', ms: BANK_CREDENTIALS_SKIP_DELAY_MS }],
          ]
        case 'backPressed':
          return canGoBackInBankCredentials(state) ? enterContact(state.context, state.index - 1) : unchanged
        case 'canceled':
          return close(state.context, 'canceled')
        default:
          return unchanged
      }
    case 'saving':
      switch (event.type) {
        case 'credentialsSaved':
          return advance(state.context, state.index, 'saved')
        case 'credentialsRejected':
          return [{ step: 'editing', context: state.context, index: state.index, savePin: state.savePin, failed: true }, []]
        case 'canceled':
          return close(state.context, 'canceled')
        default:
          return unchanged
      }
    case 'skipping':
      switch (event.type) {
        case 'skipDelayElapsed':
          return advance(state.context, state.index, 'skipped')
        case 'canceled':
          return close(state.context, 'canceled')
        default:
          return unchanged
      }
    case 'finished':
    case 'canceled':
      return unchanged
    default:
      return absurd(state)
  }
}

/**
 * The progress text while a contact is shown and there is more than one, else null. Reading: '1 von 1' tells the
 * user nothing, so a single contact shows no progress.
 * @example toBankCredentialsProgressText(secondOfThree) // '2 von 3'
 */
export const toBankCredentialsProgressText = (state: BankCredentialsState): string | null =>
  state.step === 'finished' || state.step === 'canceled' || state.context.items.length < 2
    ? null
    : formatBankCredentialsProgress(state.index + 1, state.context.items.length)

/** The buttons of transactions-import-proposals 2 and whether each is offered now. */
export interface BankCredentialsButtons {
  readonly cancel: boolean
  readonly skip: boolean
  readonly back: boolean
  readonly next: boolean
  readonly save: boolean
  readonly connect: boolean
}

/**
 * Which buttons the dialog offers. Reading: on the form, 'next' saves and moves on while contacts follow; on the last
 * contact the same press is 'connect' when connecting and 'save' otherwise; skip is offered only with more than one
 * contact; back as canGoBackInBankCredentials says. While saving or skipping only cancel is offered.
 * @example getBankCredentialsButtons(editingLastOfOneForConnect) // { cancel: true, connect: true, others false }
 */
export const getBankCredentialsButtons = (state: BankCredentialsState): BankCredentialsButtons => {
  const open = state.step === 'editing' || state.step === 'saving' || state.step === 'skipping'
  const editing = state.step === 'editing'
  const total = state.context.items.length
  const last = editing && state.index === total - 1
  return {
    cancel: open,
    skip: editing && total > 1,
    back: canGoBackInBankCredentials(state),
    next: editing && !last,
    save: last && state.context.purpose !== 'connect',
    connect: last && state.context.purpose === 'connect',
  }
}

/**
 * Whether the save-PIN checkbox can be changed (it is disabled when forced) while the form shows.
 * @example isSavePinOptionEditable(editingWithForcedPin) // false
 */
export const isSavePinOptionEditable = (state: BankCredentialsState): boolean =>
  state.step === 'editing' && !isSavePinForced(itemAt(state.context, state.index).contact)

/**
 * The contact shown now and the accounts that use it, or undefined once the dialog has closed.
 * @example toCurrentBankCredentialsItem(editing)?.contact.financialContactId // 'c1'
 */
export const toCurrentBankCredentialsItem = (state: BankCredentialsState): BankCredentialsItem | undefined =>
  state.step === 'finished' || state.step === 'canceled' ? undefined : itemAt(state.context, state.index)
