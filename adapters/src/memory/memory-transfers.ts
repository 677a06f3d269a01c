/**
 * Bank transfers in the memory db (accounts-and-transfers 4.4, 4.5, 5.2–5.5, 7.3 and 8; transactions-import-proposals
 * 7 and 8; hub-and-business-account 4.7, 4.8 and 5): drafts, orders checked with core's rules, execution behind
 * strong customer authentication, instant payments that settle over a few status reads, the planned and executed
 * lists, deletion behind MFA and a TAN, contacts, Verification of Payee and privileges. Time counts by reads and by
 * the db's clock, never by timers, so every test is deterministic. The demo's outcomes come from the seed's
 * behaviour (memory-transfer-state.ts; the demo's values are fixtures/src/demo-transfers.ts).
 */
import {
  addMoney,
  compareLocalDate,
  compareMoney,
  computeExecutionDate,
  FinancialAccountCodec,
  formatMoneyAmount,
  fromWireAmount,
  isContactSearchTermLongEnough,
  normalizeIban,
  parseIban,
  REOCCURRENCES,
  subtractMoney,
  toSepaCharacters,
  toWireAmount,
  validateRecipientBic,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateRecipientName,
  validateSubAccountTarget,
  validateTransferMoney,
  validateTransferOrder,
  validateTransferPurpose,
  ZERO_MONEY,
  type BankTransferListEntryWire,
  type BankTransferOrderWire,
  type BankTransferSummary,
  type BankTransferWire,
  type ChangeRequestStatus,
  type CreateBankTransferOrderRequest,
  type CreateBankTransfersRequest,
  type FinancialAccount,
  type FinancialAccountWire,
  type Issue,
  type LocalDate,
  type Money,
  type PayeeVerification,
  type PayeeVerificationRequest,
  type PlannedBankTransferWire,
  type Reoccurrence,
  type ScaAnswer,
  type ScaContext,
  type SepaInstantStatus,
  type StandingOrderDeletionResult,
  type TransferKind,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { ROUTES, pathOf } from '../wire/routes.ts'
import {
  DEMO_MOBILE_DEVICE_NAME,
  INSTANT_STATUS_PENDING_READS,
  PUSH_TAN_PENDING_READS,
  RATE_LIMIT_RETRY_AFTER_SECONDS,
  SCA_REQUESTED_ACTION_DELETE,
  SCA_REQUESTED_ACTION_EXECUTE,
  SECURITY_FUNCTIONS,
  TRANSFER_PAGE_SIZE_DEFAULT,
  TRANSFER_PAGE_SIZE_MAX,
  NEW_BANK_TRANSFER_ID_PREFIX,
  NEW_ORDER_ID_PREFIX,
  NEW_CHANGE_REQUEST_ID_PREFIX,
  NEW_SCA_TOKEN_PREFIX,
  EXECUTED_STATUS,
  TRANSFER_REDIRECT_PATH,
} from './constants.ts'
import {
  accountNotFound,
  fail,
  HTTP_BAD_REQUEST,
  HTTP_CONFLICT,
  HTTP_NOT_ACCEPTABLE,
  HTTP_NOT_FOUND,
  HTTP_SCA_REQUIRED,
  HTTP_TOO_MANY_REQUESTS,
  ISSUE_KEYS,
  issueOf,
  issueOfValidation,
  type DbResult,
} from './memory-failures.ts'
import { copyOf, findAccount, newId, replaceAccount, todayOf, type MemoryState } from './memory-state.ts'
import type { ChangeRequestRecord, OrderRecord, PlannedRecord, RecipientOutcome, ScaMode, TransferRecord } from './memory-transfer-state.ts'

/** The issue sources (fields) of the transfer calls. */
export const TRANSFER_SOURCES = {
  bankTransferIds: 'bankTransferIds',
  bankTransferId: 'bankTransferId',
  bankTransferOrderId: 'bankTransferOrderId',
  bankAccountId: 'bankAccountId',
  sepaInstant: 'sepaInstant',
  changeRequestId: 'changeRequestId',
  scaTan: 'scaTan',
  scaDevice: 'scaDevice',
  tan: 'tan',
  recipientIban: 'recipientIban',
} as const

/**
 * Core's rule keys that the bank transfer service names by its own key (accounts-and-transfers 8,
 * transactions-import-proposals 8); every other rule answers with core's key.
 */
const SERVER_KEY_OF_RULE: Readonly<Record<string, string>> = {
  'transfers.recipientCountryNotSupported': 'UNSUPPORTED_PAYMENT_METHOD',
  'transfers.recipientIbanSameAsSender': 'SELF_MONEY_TRANSFER_FORBIDDEN',
  'transfers.subAccountOnlyFromMainAccount': 'ERROR_LEXBANK_SUB_ACCOUNT_TARGET',
  'transfers.combinedTransferNotPossible': 'BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION',
}

const serverIssueOf = (issue: ValidationIssue): Issue => {
  const key = issue.key.startsWith('iban.') ? ISSUE_KEYS.invalidIban : (SERVER_KEY_OF_RULE[issue.key] ?? issue.key)
  return issueOfValidation({ ...issue, key })
}

const refused = (issues: ReadonlyArray<ValidationIssue>): DbResult<never> => fail(HTTP_BAD_REQUEST, ...issues.map(serverIssueOf))

const issuesOf = <A>(result: E.Either<ReadonlyArray<ValidationIssue>, A>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(result) ? result.left : []

/** Moves a rule's issues to the field of the n-th transfer of a body (bankTransfers.0.recipientIban). */
const atTransfer = (index: number, issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<ValidationIssue> =>
  issues.map((i) => ({ ...i, field: `bankTransfers.${index}.${i.field}` }))

/** Core's key for an order without transfers (validateTransferOrder), also when it lost them before execution. */
const ORDER_WITHOUT_TRANSFERS_KEY = 'transfers.orderWithoutTransfers'

const transferNotFound = (source: string) => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.transferNotFound, source))
const orderNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.transferNotFound, TRANSFER_SOURCES.bankTransferOrderId))

const decodedAccount = (wire: FinancialAccountWire): FinancialAccount | undefined => {
  const decoded = FinancialAccountCodec.decode(wire)
  return E.isRight(decoded) ? decoded.right : undefined
}

const ownAccounts = (state: MemoryState): ReadonlyArray<FinancialAccount> =>
  state.accounts.flatMap((wire) => {
    const account = decodedAccount(wire)
    return account === undefined ? [] : [account]
  })

const moneyOf = (amount: number | string | null | undefined): Money =>
  amount === null || amount === undefined ? ZERO_MONEY : E.getOrElse(() => ZERO_MONEY)(fromWireAmount(amount))

const findTransfer = (state: MemoryState, id: string): TransferRecord | undefined =>
  state.transfers.transfers.find((r) => r.wire.bankTransferId === id)

const findOrder = (state: MemoryState, id: string): OrderRecord | undefined =>
  state.transfers.orders.find((r) => r.wire.bankTransferOrderId === id)

const replaceOrder = (state: MemoryState, record: OrderRecord): OrderRecord => {
  state.transfers.orders = state.transfers.orders.map((o) => (o.wire.bankTransferOrderId === record.wire.bankTransferOrderId ? record : o))
  return record
}

const isIdTaken = (state: MemoryState) => (id: string) =>
  state.transfers.transfers.some((r) => r.wire.bankTransferId === id) ||
  state.transfers.orders.some((r) => r.wire.bankTransferOrderId === id) ||
  state.transfers.changeRequests.some((r) => r.changeRequestId === id) ||
  state.transfers.planned.some((r) => r.wire.bankTransferId === id) ||
  state.transfers.executed.some((r) => r.bankTransferId === id)

const outcomeOf = (state: MemoryState, iban: string | null | undefined): RecipientOutcome | undefined =>
  iban == null ? undefined : state.transfers.behaviour.outcomeByRecipientIban[normalizeIban(iban)]

const transfersOfOrder = (state: MemoryState, order: OrderRecord): ReadonlyArray<TransferRecord> =>
  (order.wire.bankTransferIds ?? []).flatMap((id) => {
    const record = findTransfer(state, id)
    return record === undefined ? [] : [record]
  })

const orderOutcomes = (state: MemoryState, order: OrderRecord): ReadonlyArray<RecipientOutcome> =>
  transfersOfOrder(state, order).flatMap((r) => {
    const outcome = outcomeOf(state, r.wire.recipientIban)
    return outcome === undefined ? [] : [outcome]
  })

// --- SEPA text, reoccurrences, contacts, payee check, privileges

/** PUT {token}: the text in SEPA characters, by core's one cleaner (sepa-text.ts). */
export const cleanSepaText = (value: string): DbResult<{ value: string }> => E.right({ value: toSepaCharacters(value) })

/** The six reoccurrences, the first one the default (accounts-and-transfers 9). */
export const listReoccurrences = (): DbResult<ReadonlyArray<Reoccurrence>> => E.right([...REOCCURRENCES])

/** The organisation's privileges (memory-hub-state.ts), else the transfer seed's. */
export const listPrivileges = (state: MemoryState): DbResult<ReadonlyArray<string>> =>
  E.right([...(state.hub.privileges ?? state.transfers.privileges)])

const compactIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase()

/**
 * Contacts by name or IBAN (5.2): a term of fewer than 3 characters (core's isContactSearchTermLongEnough) finds
 * nothing, chosen rather than a 400 because the dialog does not search below 3; names match case-insensitively
 * anywhere, IBANs without spaces; the rows from firstRow, at most numRows and never more than 50.
 */
export const searchContacts = (
  state: MemoryState,
  search: { readonly query: string; readonly firstRow: number; readonly numRows: number },
): DbResult<ReadonlyArray<unknown>> => {
  if (!isContactSearchTermLongEnough(search.query)) return E.right([])
  const term = search.query.trim().toLocaleLowerCase('de-DE')
  const ibanTerm = compactIban(search.query)
  const found = state.transfers.contacts.filter(
    (c) =>
      (c.accountHolder ?? '').toLocaleLowerCase('de-DE').includes(term) ||
      [c.iban, ...(c.bankAccounts ?? []).map((a) => a.iban)].some((iban) => iban != null && compactIban(iban).includes(ibanTerm)),
  )
  return E.right(copyOf(found.slice(search.firstRow, search.firstRow + Math.min(search.numRows, TRANSFER_PAGE_SIZE_MAX))))
}

/** Spellings that name the same payee: case, umlauts written out, punctuation and the legal form do not count. */
const LEGAL_FORMS = new Set(['gmbh', 'mbh', 'ug', 'ag', 'kg', 'ohg', 'gbr', 'ek', 'ev', 'co', 'haftungsbeschraenkt', 'se'])

export const payeeNameKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // Dotted legal forms (e.K., e.V.) are one word.
    .replace(/\be\.\s*([kv])\b\.?/g, 'e$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word))
    .join(' ')

const sameName = (a: string, b: string): boolean =>
  a.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE') === b.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE')

/**
 * Verification of Payee: the name the recipient's bank holds for the IBAN (the seed's payee holders, then the
 * contacts' holders) against the typed name. The same name (ignoring case and spaces): MATCH; the same after
 * umlauts written out, punctuation and legal form (Mueller Buerobedarf for Müller Bürobedarf GmbH): CLOSE_MATCH with
 * the held name; any other name: NO_MATCH. An IBAN of a bank outside the scheme, or one the demo does not know:
 * NOT_POSSIBLE (chosen: the demo does not pretend to know every account holder).
 */
export const verifyPayee = (state: MemoryState, request: PayeeVerificationRequest): DbResult<PayeeVerification> => {
  const iban = normalizeIban(request.recipientIban)
  if (E.isLeft(parseIban(iban, TRANSFER_SOURCES.recipientIban))) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidIban, TRANSFER_SOURCES.recipientIban))
  }
  const { behaviour, contacts } = state.transfers
  if (behaviour.payeeCheckNotPossibleIbans.map(normalizeIban).includes(iban)) return E.right({ result: 'NOT_POSSIBLE' })
  const held =
    behaviour.payeeHolders.find((h) => normalizeIban(h.iban) === iban)?.name ??
    contacts.find((c) => c.iban != null && normalizeIban(c.iban) === iban)?.accountHolder ??
    undefined
  if (held === undefined || held === null) return E.right({ result: 'NOT_POSSIBLE' })
  if (sameName(held, request.recipientName)) return E.right({ result: 'MATCH', matchedName: held })
  const typedKey = payeeNameKey(request.recipientName)
  return typedKey !== '' && typedKey === payeeNameKey(held)
    ? E.right({ result: 'CLOSE_MATCH', matchedName: held })
    : E.right({ result: 'NO_MATCH' })
}

// --- drafts and orders

/**
 * The rules one new transfer must meet before the service keeps it, core's rules of the dialog (validateBankTransfer
 * without the sending account, which only the order names): name, IBAN (valid, SEPA), BIC (fits the IBAN), amount (validateTransferMoney:
 * above 0, at most 999.999.999,99, whole cents), purpose.
 */
const newTransferIssues = (transfer: CreateBankTransfersRequest['bankTransfers'][number]): ReadonlyArray<ValidationIssue> => {
  const iban = parseIban(transfer.recipientIban, TRANSFER_SOURCES.recipientIban)
  return [
    ...issuesOf(validateRecipientName(transfer.recipientName)),
    ...(E.isLeft(iban) ? iban.left : issuesOf(validateRecipientCountry(iban.right))),
    ...issuesOf(validateRecipientBic(transfer.recipientBic ?? '', iban)),
    ...issuesOf(validateTransferMoney(transfer.amount)),
    ...issuesOf(validateTransferPurpose(transfer.purpose ?? '')),
  ]
}

/** POST v100/bankTransfers: every transfer checked, then all kept (drafts stay in the prepared list). */
export const createBankTransfers = (state: MemoryState, body: CreateBankTransfersRequest): DbResult<ReadonlyArray<BankTransferWire>> => {
  const issues = body.bankTransfers.flatMap((transfer, index) => atTransfer(index, newTransferIssues(transfer)))
  if (issues.length > 0) return refused(issues)
  const createdOn = todayOf(state)
  const records: TransferRecord[] = body.bankTransfers.map((transfer) => {
    const name = E.getOrElse(() => transfer.recipientName)(validateRecipientName(transfer.recipientName))
    const purpose = E.getOrElse(() => transfer.purpose ?? '')(validateTransferPurpose(transfer.purpose ?? ''))
    return {
      wire: {
        bankTransferId: newId(state, NEW_BANK_TRANSFER_ID_PREFIX, isIdTaken(state)),
        recipientName: name,
        recipientIban: normalizeIban(transfer.recipientIban),
        recipientBic: transfer.recipientBic ?? null,
        purpose,
        amount: toWireAmount(transfer.amount),
        draft: transfer.draft ?? false,
        referenceId: transfer.referenceId ?? null,
        referenceType: transfer.referenceType ?? null,
        contactId: transfer.contactId ?? null,
        bankTransferGroupReference: body.bankTransferGroupReference,
      },
      bankAccountId: null,
      listStatus: 'PENDING',
      errorMessage: null,
      dueDate: null,
      orderId: null,
      createdOn,
    }
  })
  state.transfers.transfers = [...state.transfers.transfers, ...records]
  return E.right(copyOf(records.map((r) => r.wire)))
}

/** GET {token}?bankTransferIds: the transfers in the order asked; an unknown id is a 404 naming it. */
export const getBankTransfers = (state: MemoryState, ids: ReadonlyArray<string>): DbResult<ReadonlyArray<BankTransferWire>> => {
  const records = ids.map((id) => findTransfer(state, id))
  return records.every((r): r is TransferRecord => r !== undefined)
    ? E.right(copyOf(records.map((r) => r.wire)))
    : transferNotFound(TRANSFER_SOURCES.bankTransferIds)
}

/** The kind of an order as the service reads its body: a reoccurrence is a standing order, several transfers combined. */
export const orderKindOf = (body: Pick<CreateBankTransferOrderRequest, 'reoccurrence' | 'bankTransferIds'>): TransferKind =>
  body.reoccurrence !== null ? 'standingOrder' : body.bankTransferIds.length > 1 ? 'combined' : 'single'

/**
 * POST v200/bankTransferOrders: the sending account exists and allows the kind (its availableActions; the provider's
 * bank needs MFA), the transfers exist and are not executed, each recipient is in SEPA, not the sender and not a sub
 * account of another sender, and the dates and instant rules of core hold (validateTransferOrder). An instant order
 * to a bank that takes none answers SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN.
 */
export const createBankTransferOrder = (state: MemoryState, body: CreateBankTransferOrderRequest): DbResult<BankTransferOrderWire> => {
  // One transfer twice in an order would be executed and booked twice.
  if (new Set(body.bankTransferIds).size !== body.bankTransferIds.length) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.invalidModel, TRANSFER_SOURCES.bankTransferIds))
  }
  const wire = findAccount(state, body.bankAccountId)
  const account = wire === undefined ? undefined : decodedAccount(wire)
  if (account === undefined) return accountNotFound(TRANSFER_SOURCES.bankAccountId)
  const transfers = body.bankTransferIds.map((id) => findTransfer(state, id))
  if (!transfers.every((r): r is TransferRecord => r !== undefined)) return transferNotFound(TRANSFER_SOURCES.bankTransferIds)
  if (transfers.some((r) => isExecuted(state, r))) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.orderAlreadyExecuted, TRANSFER_SOURCES.bankTransferIds))
  }
  const own = ownAccounts(state)
  const recipientIssues = transfers.flatMap((r, index) => {
    const iban = r.wire.recipientIban ?? ''
    return atTransfer(index, [
      ...issuesOf(validateRecipientDiffersFromSender(account.iban, iban)),
      ...issuesOf(validateSubAccountTarget(account, iban, own)),
    ])
  })
  const orderIssues = issuesOf(
    validateTransferOrder(
      {
        kind: orderKindOf(body),
        executionDate: body.executionDate,
        sepaInstant: body.sepaInstant,
        reoccurrence: body.reoccurrence,
        lastExecutionDate: body.lastExecutionDate,
        transfers: transfers.map((r) => ({ recipientIban: r.wire.recipientIban ?? '', purpose: r.wire.purpose ?? '' })),
      },
      {
        account,
        mfaActivated: isMfaActive(state, account.financialAccountId),
        privileges: state.transfers.privileges,
        today: todayOf(state),
      },
    ),
  )
  const issues = [...orderIssues, ...recipientIssues]
  if (issues.length > 0) return refused(issues)
  if (body.sepaInstant && transfers.some((r) => outcomeOf(state, r.wire.recipientIban) === 'noInstant')) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.sepaInstantNotAvailable, TRANSFER_SOURCES.sepaInstant))
  }
  const order: OrderRecord = {
    wire: {
      bankTransferOrderId: newId(state, NEW_ORDER_ID_PREFIX, isIdTaken(state)),
      bankAccountId: body.bankAccountId,
      bankTransferIds: [...body.bankTransferIds],
      sepaInstant: body.sepaInstant,
      executionDate: body.executionDate,
      reoccurrence: body.reoccurrence,
      lastExecutionDate: body.lastExecutionDate,
      declined: false,
      sepaInstantTransactionId: null,
      paymentStatus: null,
      errorMessage: null,
    },
    executed: false,
    challenge: null,
    statusReadsLeft: 0,
    rateLimitedUntilMs: null,
  }
  // A transfer belongs to one pending order: the newest takes it from an older one.
  state.transfers.orders = [
    ...state.transfers.orders.map((o) =>
      o.executed
        ? o
        : { ...o, wire: { ...o.wire, bankTransferIds: (o.wire.bankTransferIds ?? []).filter((id) => !body.bankTransferIds.includes(id)) } },
    ),
    order,
  ]
  state.transfers.transfers = state.transfers.transfers.map((r) =>
    body.bankTransferIds.includes(r.wire.bankTransferId) ? { ...r, orderId: order.wire.bankTransferOrderId, bankAccountId: body.bankAccountId } : r,
  )
  return E.right(copyOf(order.wire))
}

const isExecuted = (state: MemoryState, record: TransferRecord): boolean =>
  record.orderId !== null && findOrder(state, record.orderId)?.executed === true

const isMfaActive = (state: MemoryState, accountId: string): boolean =>
  !state.transfers.behaviour.mfaInactiveAccountIds.includes(accountId)

/** GET {token}{id}: the order as it stands (an instant order's paymentStatus as of the last status read). */
export const getBankTransferOrder = (state: MemoryState, id: string): DbResult<BankTransferOrderWire> => {
  const order = findOrder(state, id)
  return order === undefined ? orderNotFound() : E.right(copyOf(order.wire))
}

/**
 * DELETE {token}{id}: a pending order (the dialog closed before completion, 4.4 step 6). The transfers the dialog
 * created for it go with it; prepared drafts stay in the prepared list, no longer linked. An executed order cannot be
 * deleted (409).
 */
export const deleteBankTransferOrder = (state: MemoryState, id: string): DbResult<undefined> => {
  const order = findOrder(state, id)
  if (order === undefined) return orderNotFound()
  if (order.executed && order.wire.declined !== true) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.orderAlreadyExecuted, TRANSFER_SOURCES.bankTransferOrderId))
  }
  state.transfers.orders = state.transfers.orders.filter((o) => o !== order)
  state.transfers.changeRequests = state.transfers.changeRequests.filter((c) => c.bankTransferOrderId !== id)
  state.transfers.transfers = state.transfers.transfers.flatMap((r) =>
    r.orderId !== id ? [r] : r.wire.draft === true ? [{ ...r, orderId: null }] : [],
  )
  return E.right(undefined)
}

// --- strong customer authentication

/** The demo's TAN rule: six digits, and not the seed's wrong TAN. */
const isTanAccepted = (state: MemoryState, tan: string | undefined): boolean =>
  tan !== undefined && /^\d{6}$/.test(tan) && tan !== state.transfers.behaviour.wrongTan

/**
 * The TAN a confirmed push-TAN change request closes the dialog with: six digits derived from its id, so nothing is
 * stored (no record holds a TAN) and the same request always gives the same TAN.
 */
export const pushTanOf = (changeRequestId: string): string => {
  let hash = 7
  for (const ch of changeRequestId) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 900_000
  return String(100_000 + hash)
}

const scaModeOf = (state: MemoryState, accountId: string | null | undefined): ScaMode =>
  (accountId == null ? undefined : state.transfers.behaviour.scaModeByAccountId[accountId]) ?? 'tan'

/** The challenge text the bank shows (cut to 70 or 75 characters by the dialog). */
const challengeText = (state: MemoryState, order: OrderRecord): string => {
  const transfers = transfersOfOrder(state, order)
  const total = transfers.reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY)
  const first = transfers[0]?.wire.recipientIban ?? ''
  return `Bitte bestätigen Sie die Überweisung über ${formatMoneyAmount(total)} EUR an IBAN ${first} mit Ihrer TAN.`
}

const scaRequired = (source: string, scaContext: ScaContext): DbResult<never> =>
  fail(HTTP_SCA_REQUIRED, { ...issueOf(ISSUE_KEYS.scaRequired, source), scaContext })

const invalidTan = (): DbResult<never> => fail(HTTP_NOT_ACCEPTABLE, issueOf(ISSUE_KEYS.invalidTan, TRANSFER_SOURCES.tan))

/** The redirect URL the demo's bank page sends the user back to (hub-and-business-account 2.1 /hub/redirect/transfer). */
const redirectLinkOf = (orderId: string, token: string): string =>
  `${TRANSFER_REDIRECT_PATH}?${new URLSearchParams({ bto: orderId, action: SCA_REQUESTED_ACTION_EXECUTE, state: token, code: token }).toString()}`

type ScaCheck = { readonly passed: true } | { readonly passed: false; readonly answer: DbResult<never> }

const PASSED: ScaCheck = { passed: true }
const stop = (answer: DbResult<never>): ScaCheck => ({ passed: false, answer })

/**
 * The SCA of an execution by the sending account's mode (transactions-import-proposals 8). Without an answer the
 * call fails with 428 and the SCA-required issue carrying the context; a wrong TAN is 406 INVALID_TAN. Each mode:
 * - tan: any TAN of the demo rule.
 * - mediumChoice: first a securityId of the two media, then a TAN of the rule.
 * - redirect: the token the bank page gave back (the redirect's state; its code is accepted as the TAN).
 * - push: the TAN of the confirmed change request, or, after the SMS-TAN was requested, any TAN of the rule.
 */
const checkExecutionSca = (state: MemoryState, order: OrderRecord, sca: ScaAnswer): ScaCheck => {
  const account = findAccount(state, order.wire.bankAccountId ?? '')
  const mode = scaModeOf(state, order.wire.bankAccountId)
  const orderId = order.wire.bankTransferOrderId
  const challenge =
    order.challenge?.mode === mode ? order.challenge : { token: newId(state, NEW_SCA_TOKEN_PREFIX, () => false), mode, securityId: null, changeRequestId: null }
  const base: ScaContext = {
    requestedAction: SCA_REQUESTED_ACTION_EXECUTE,
    token: challenge.token,
    financialContactId: account?.financialContact?.financialContactId ?? null,
  }
  const remember = (c: OrderRecord['challenge']) => replaceOrder(state, { ...findOrder(state, orderId)!, challenge: c })
  const tanContext = (): ScaContext => ({ ...base, tanInputRequired: true, tanAuthnSpecification: { challenge: challengeText(state, order) } })
  switch (mode) {
    case 'tan': {
      remember(challenge)
      if (sca.tan === undefined) return stop(scaRequired(TRANSFER_SOURCES.scaTan, tanContext()))
      return isTanAccepted(state, sca.tan) ? PASSED : stop(invalidTan())
    }
    case 'mediumChoice': {
      const chosen = SECURITY_FUNCTIONS.find((f) => f.securityId === sca.securityId)
      if (chosen === undefined) {
        remember(challenge)
        return stop(scaRequired(TRANSFER_SOURCES.scaTan, { ...base, tanInputRequired: true, availableSecurityFunctions: SECURITY_FUNCTIONS }))
      }
      remember({ ...challenge, securityId: chosen.securityId })
      if (sca.tan === undefined) {
        return stop(scaRequired(TRANSFER_SOURCES.scaTan, { ...tanContext(), availableSecurityFunctions: [chosen] }))
      }
      return isTanAccepted(state, sca.tan) ? PASSED : stop(invalidTan())
    }
    case 'redirect': {
      remember(challenge)
      if (sca.token === undefined || sca.token !== challenge.token) {
        return stop(
          scaRequired(TRANSFER_SOURCES.scaTan, {
            ...base,
            tanInputRequired: false,
            link: redirectLinkOf(orderId, challenge.token),
            redirect_uri: TRANSFER_REDIRECT_PATH,
          }),
        )
      }
      return sca.tan === undefined || sca.tan === challenge.token ? PASSED : stop(invalidTan())
    }
    case 'push': {
      const open = state.transfers.changeRequests.find((c) => c.changeRequestId === challenge.changeRequestId)
      if (sca.tan === undefined || open === undefined) {
        const request: ChangeRequestRecord = {
          changeRequestId: newId(state, NEW_CHANGE_REQUEST_ID_PREFIX, isIdTaken(state)),
          bankTransferOrderId: orderId,
          readsLeft: PUSH_TAN_PENDING_READS,
          outcome: orderOutcomes(state, order).includes('pushDeclined') ? 'DECLINED' : 'CONFIRMED',
          smsTanRequested: false,
        }
        state.transfers.changeRequests = [...state.transfers.changeRequests.filter((c) => c.changeRequestId !== challenge.changeRequestId), request]
        remember({ ...challenge, changeRequestId: request.changeRequestId })
        return stop(
          scaRequired(TRANSFER_SOURCES.scaDevice, {
            ...base,
            changeRequestId: request.changeRequestId,
            mobileDeviceName: DEMO_MOBILE_DEVICE_NAME,
            smsTanFallback: pathOf(ROUTES.requestSmsTan, { changeRequestId: request.changeRequestId }),
          }),
        )
      }
      const confirmed = open.outcome === 'CONFIRMED' && open.readsLeft === 0 && sca.tan === pushTanOf(open.changeRequestId)
      return confirmed || (open.smsTanRequested && isTanAccepted(state, sca.tan)) ? PASSED : stop(invalidTan())
    }
  }
}

// --- execution

const isScheduledOrder = (state: MemoryState, order: OrderRecord): boolean =>
  order.wire.reoccurrence != null || (order.wire.executionDate != null && compareLocalDate(order.wire.executionDate as LocalDate, todayOf(state)) > 0)

/** The sending account's balance less `amount` (Money, never number arithmetic). */
const book = (state: MemoryState, accountId: string, amount: Money): void => {
  const account = findAccount(state, accountId)
  if (account === undefined || account.balance == null) return
  replaceAccount(state, { ...account, balance: toWireAmount(subtractMoney(moneyOf(account.balance), amount)) })
}

const executedEntryOf = (record: TransferRecord, accountId: string, today: LocalDate, status: string): BankTransferListEntryWire => ({
  bankTransferId: record.wire.bankTransferId,
  recipientName: record.wire.recipientName ?? null,
  recipientIban: record.wire.recipientIban ?? null,
  purpose: record.wire.purpose ?? null,
  amount: record.wire.amount ?? null,
  status,
  errorMessage: null,
  dueDate: null,
  availableActions: [],
  bankTransferReferenceType: record.wire.referenceType ?? null,
  bankTransferReferenceId: record.wire.referenceId ?? null,
  bankAccountId: accountId,
  executionDate: today,
})

const plannedOf = (order: OrderRecord, record: TransferRecord): PlannedRecord => ({
  kind: order.wire.reoccurrence == null ? 'scheduled' : 'standingOrder',
  bankAccountId: order.wire.bankAccountId ?? '',
  reoccurrence: order.wire.reoccurrence ?? null,
  lastExecutionDate: order.wire.lastExecutionDate ?? null,
  wire: {
    bankTransferId: record.wire.bankTransferId,
    recipientName: record.wire.recipientName ?? null,
    recipientIban: record.wire.recipientIban ?? null,
    purpose: record.wire.purpose ?? null,
    amount: record.wire.amount ?? null,
    status: 'PENDING',
    executionDate: order.wire.executionDate ?? null,
    nextExecutionDate: null,
    errorType: null,
    errorMessage: null,
  },
})

/** Executes an order whose SCA passed: planned orders join the planned lists, today's are booked (instant: later). */
const execute = (state: MemoryState, order: OrderRecord): DbResult<BankTransferOrderWire> => {
  const accountId = order.wire.bankAccountId ?? ''
  const transfers = transfersOfOrder(state, order)
  const today = todayOf(state)
  if (isScheduledOrder(state, order)) {
    state.transfers.planned = [...state.transfers.planned, ...transfers.map((r) => plannedOf(order, r))]
    return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null }).wire))
  }
  if (order.wire.sepaInstant === true) {
    state.transfers.executed = [...transfers.map((r) => executedEntryOf(r, accountId, today, 'IN_PROGRESS')), ...state.transfers.executed]
    const executed: OrderRecord = {
      ...order,
      executed: true,
      challenge: null,
      statusReadsLeft: INSTANT_STATUS_PENDING_READS,
      wire: { ...order.wire, sepaInstantTransactionId: `sit-${order.wire.bankTransferOrderId}`, paymentStatus: 'PENDING' },
    }
    return E.right(copyOf(replaceOrder(state, executed).wire))
  }
  state.transfers.executed = [...transfers.map((r) => executedEntryOf(r, accountId, today, EXECUTED_STATUS)), ...state.transfers.executed]
  book(state, accountId, transfers.reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY))
  return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null }).wire))
}

/**
 * POST {token}{id}/execution (4.4 step 5). An executed order answers as it stands and is never executed twice. Then,
 * by the demo's recipients: 429 RATE_LIMIT_EXCEEDED with Retry-After (until that time passed on the db's clock), 409
 * CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS; then the SCA (checkExecutionSca); then a declined order (declined:
 * true), INSUFFICIENT_FUNDS (the demo recipient, or more than the account's balance); else executed.
 */
export const executeBankTransferOrder = (state: MemoryState, id: string, sca: ScaAnswer): DbResult<BankTransferOrderWire> => {
  const found = findOrder(state, id)
  if (found === undefined) return orderNotFound()
  if (found.executed) return E.right(copyOf(found.wire))
  // A newer order took its transfers, or they were deleted: executing would report a payment that sends nothing.
  if (transfersOfOrder(state, found).length === 0) {
    return fail(HTTP_CONFLICT, issueOf(ORDER_WITHOUT_TRANSFERS_KEY, TRANSFER_SOURCES.bankTransferIds))
  }
  const outcomes = orderOutcomes(state, found)
  const now = state.clock.now().getTime()
  if (outcomes.includes('rateLimited')) {
    const until = found.rateLimitedUntilMs ?? now + RATE_LIMIT_RETRY_AFTER_SECONDS * 1000
    if (now < until) {
      replaceOrder(state, { ...found, rateLimitedUntilMs: until })
      return E.left({
        status: HTTP_TOO_MANY_REQUESTS,
        issues: [issueOf(ISSUE_KEYS.rateLimitExceeded, TRANSFER_SOURCES.bankTransferOrderId)],
        retryAfterSeconds: Math.ceil((until - now) / 1000),
      })
    }
  }
  if (outcomes.includes('concurrent')) {
    return fail(HTTP_CONFLICT, issueOf(ISSUE_KEYS.concurrentTransfer, TRANSFER_SOURCES.bankTransferOrderId))
  }
  const check = checkExecutionSca(state, found, sca)
  if (!check.passed) return check.answer
  const order = findOrder(state, id) ?? found
  if (outcomes.includes('declined')) {
    // Nothing was paid: the prepared drafts go back to the prepared list with the bank's answer, to be sent again.
    state.transfers.transfers = state.transfers.transfers.map((r) =>
      r.orderId === id && r.wire.draft === true ? { ...r, orderId: null, errorMessage: ORDER_DECLINED_TEXT } : r,
    )
    return E.right(copyOf(replaceOrder(state, { ...order, executed: true, challenge: null, wire: { ...order.wire, declined: true } }).wire))
  }
  const total = transfersOfOrder(state, order).reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY)
  const balance = findAccount(state, order.wire.bankAccountId ?? '')?.balance
  const overdrawn = !isScheduledOrder(state, order) && balance != null && compareMoney(total, moneyOf(balance)) > 0
  if (outcomes.includes('insufficientFunds') || overdrawn) {
    return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.insufficientFunds, TRANSFER_SOURCES.bankAccountId))
  }
  return execute(state, order)
}

/**
 * GET {token}{id}/sepaInstant/status/{transactionId}: PENDING for the first reads, then SUCCESSFUL (the transfers
 * booked) or FAILED (the demo's failing recipient: nothing booked, the list shows the error).
 */
export const getSepaInstantStatus = (state: MemoryState, id: string, transactionId: string): DbResult<SepaInstantStatus> => {
  const order = findOrder(state, id)
  if (order === undefined || order.wire.sepaInstantTransactionId !== transactionId) return orderNotFound()
  if (order.wire.paymentStatus !== 'PENDING') return E.right({ paymentStatus: order.wire.paymentStatus ?? null })
  if (order.statusReadsLeft > 0) {
    replaceOrder(state, { ...order, statusReadsLeft: order.statusReadsLeft - 1 })
    return E.right({ paymentStatus: 'PENDING' })
  }
  const failed = orderOutcomes(state, order).includes('instantFailed')
  const ids = new Set(order.wire.bankTransferIds ?? [])
  state.transfers.executed = state.transfers.executed.map((e) =>
    ids.has(e.bankTransferId)
      ? { ...e, status: failed ? 'ERROR' : EXECUTED_STATUS, errorMessage: failed ? INSTANT_FAILED_TEXT : null }
      : e,
  )
  if (!failed) book(state, order.wire.bankAccountId ?? '', transfersOfOrder(state, order).reduce((sum, r) => addMoney(sum, moneyOf(r.wire.amount)), ZERO_MONEY))
  const paymentStatus = failed ? 'FAILED' : 'SUCCESSFUL'
  replaceOrder(state, { ...order, wire: { ...order.wire, paymentStatus, errorMessage: failed ? INSTANT_FAILED_TEXT : null } })
  return E.right({ paymentStatus })
}

/** The bank's text on a prepared transfer whose order it declined (shown as the prepared list's error). */
const ORDER_DECLINED_TEXT = 'Die Bank hat den Auftrag abgelehnt.'

/** The bank's text on a failed instant transfer (shown as the list's error). */
const INSTANT_FAILED_TEXT = 'Die Echtzeitüberweisung wurde von der Bank des Empfängers abgelehnt.'

// --- push-TAN change requests

const findChangeRequest = (state: MemoryState, id: string): ChangeRequestRecord | undefined =>
  state.transfers.changeRequests.find((c) => c.changeRequestId === id)

const changeRequestNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.changeRequestNotFound, TRANSFER_SOURCES.changeRequestId))

/** GET {token}{id}/status: PENDING for the first reads, then CONFIRMED (with its TAN) or DECLINED. */
export const getChangeRequestStatus = (state: MemoryState, id: string): DbResult<ChangeRequestStatus> => {
  const request = findChangeRequest(state, id)
  if (request === undefined) return changeRequestNotFound()
  if (request.readsLeft > 0) {
    state.transfers.changeRequests = state.transfers.changeRequests.map((c) => (c === request ? { ...c, readsLeft: c.readsLeft - 1 } : c))
    return E.right({ status: 'PENDING' })
  }
  return E.right(request.outcome === 'CONFIRMED' ? { status: 'CONFIRMED', tan: pushTanOf(id) } : { status: 'DECLINED' })
}

export const deleteChangeRequest = (state: MemoryState, id: string): DbResult<undefined> => {
  if (findChangeRequest(state, id) === undefined) return changeRequestNotFound()
  state.transfers.changeRequests = state.transfers.changeRequests.filter((c) => c.changeRequestId !== id)
  // The order keeps its challenge: a retry with a TAN the SMS brought is still checked against this request's state.
  return E.right(undefined)
}

/** POST the SMS-TAN fallback: the demo "sends" an SMS; any TAN of the demo rule then confirms the order. */
export const requestSmsTan = (state: MemoryState, id: string): DbResult<undefined> => {
  const request = findChangeRequest(state, id)
  if (request === undefined) return changeRequestNotFound()
  state.transfers.changeRequests = state.transfers.changeRequests.map((c) => (c === request ? { ...c, smsTanRequested: true } : c))
  return E.right(undefined)
}

// --- lists

const pageOf = <A>(items: ReadonlyArray<A>, pageNumber: number | undefined, pageSize: number | undefined) => {
  const size = Math.min(Math.max(pageSize ?? TRANSFER_PAGE_SIZE_DEFAULT, 1), TRANSFER_PAGE_SIZE_MAX)
  const start = (pageNumber ?? 0) * size
  return { bankTransfers: copyOf(items.slice(start, start + size)), numBankTransfers: items.length }
}

const preparedEntryOf = (record: TransferRecord): BankTransferListEntryWire => ({
  bankTransferId: record.wire.bankTransferId,
  recipientName: record.wire.recipientName ?? null,
  recipientIban: record.wire.recipientIban ?? null,
  purpose: record.wire.purpose ?? null,
  amount: record.wire.amount ?? null,
  status: record.listStatus,
  errorMessage: record.errorMessage,
  dueDate: record.dueDate,
  availableActions: record.listStatus === 'IN_PROGRESS' ? [] : ['TRANSFER'],
  bankTransferReferenceType: record.wire.referenceType ?? null,
  bankTransferReferenceId: record.wire.referenceId ?? null,
  bankAccountId: record.bankAccountId,
  executionDate: null,
})

/** The prepared transfers: drafts not executed, newest last as created (pageNumber from 0, 50 a page). */
export const listPreparedTransfers = (state: MemoryState, pageNumber: number | undefined, pageSize: number | undefined) =>
  E.right(pageOf(state.transfers.transfers.filter((r) => r.wire.draft === true && !isExecuted(state, r)).map(preparedEntryOf), pageNumber, pageSize))

/** The executed transfers, newest first. */
export const listExecutedTransfers = (state: MemoryState, pageNumber: number | undefined, pageSize: number | undefined) =>
  E.right(pageOf(state.transfers.executed, pageNumber, pageSize))

/**
 * A standing order's next execution: the first date of its series (core's computeExecutionDate, counted from the
 * first date) that is today or later, unless that passes the last execution date (then none: "last executed").
 */
export const nextExecutionDateOf = (record: PlannedRecord, today: LocalDate): LocalDate | null => {
  const first = record.wire.executionDate as LocalDate | null | undefined
  if (record.reoccurrence === null || first == null) return null
  let index = 0
  let date = first
  while (compareLocalDate(date, today) < 0) {
    index += 1
    date = computeExecutionDate(first, record.reoccurrence, index)
  }
  return record.lastExecutionDate !== null && compareLocalDate(date, record.lastExecutionDate as LocalDate) > 0 ? null : date
}

/**
 * The last date of a standing order's series that has been executed: the latest series date not after today nor
 * after its last execution date (null: none yet). An ended order is listed with it, as "last executed on" (4.8).
 */
export const lastExecutedDateOf = (record: PlannedRecord, today: LocalDate): LocalDate | null => {
  const first = record.wire.executionDate as LocalDate | null | undefined
  if (record.reoccurrence === null || first == null) return null
  const end = record.lastExecutionDate !== null && compareLocalDate(record.lastExecutionDate as LocalDate, today) < 0 ? (record.lastExecutionDate as LocalDate) : today
  let last: LocalDate | null = null
  for (let index = 0, date = first; compareLocalDate(date, end) <= 0; index += 1, date = computeExecutionDate(first, record.reoccurrence, index)) {
    last = date
  }
  return last
}

const plannedWireOf = (record: PlannedRecord, today: LocalDate): PlannedBankTransferWire => {
  if (record.kind !== 'standingOrder') return record.wire
  const nextExecutionDate = nextExecutionDateOf(record, today)
  // A running order shows its next execution; an ended one the day it last ran, so that is its executionDate.
  const executionDate = nextExecutionDate === null ? (lastExecutedDateOf(record, today) ?? record.wire.executionDate ?? null) : (record.wire.executionDate ?? null)
  return { ...record.wire, executionDate, reoccurrence: record.reoccurrence, nextExecutionDate }
}

export const listScheduledTransfers = (state: MemoryState): DbResult<ReadonlyArray<PlannedBankTransferWire>> =>
  E.right(copyOf(state.transfers.planned.filter((r) => r.kind === 'scheduled').map((r) => plannedWireOf(r, todayOf(state)))))

export const listStandingOrders = (state: MemoryState): DbResult<ReadonlyArray<PlannedBankTransferWire>> =>
  E.right(copyOf(state.transfers.planned.filter((r) => r.kind === 'standingOrder').map((r) => plannedWireOf(r, todayOf(state)))))

const hasError = (r: PlannedRecord): boolean => r.wire.status === 'ERROR' || (r.wire.errorType ?? '').trim() !== ''

export const getBankTransferSummary = (state: MemoryState): DbResult<BankTransferSummary> => {
  const scheduled = state.transfers.planned.filter((r) => r.kind === 'scheduled')
  const standing = state.transfers.planned.filter((r) => r.kind === 'standingOrder')
  return E.right({
    numberOfScheduledOrders: scheduled.length,
    numberOfStandingOrders: standing.length,
    numberOfScheduledOrdersWithError: scheduled.filter(hasError).length,
    numberOfStandingOrdersWithError: standing.filter(hasError).length,
  })
}

/**
 * DELETE bankTransfers/{id} (hub-and-business-account 5): a prepared transfer goes without SCA. A planned one needs
 * MFA for its account (else MISSING_MFA_ERROR) and a TAN: none answers 428 with a TAN challenge, a wrong one 406 with
 * the single issue invalid_tan (transactions-import-proposals 8). A standing order the bank will not delete answers
 * declined: true and stays.
 */
export const deleteBankTransfer = (state: MemoryState, id: string, sca: ScaAnswer): DbResult<StandingOrderDeletionResult> => {
  const prepared = findTransfer(state, id)
  if (prepared !== undefined && !isExecuted(state, prepared)) {
    state.transfers.transfers = state.transfers.transfers.filter((r) => r !== prepared)
    state.transfers.orders = state.transfers.orders.map((o) =>
      o.executed ? o : { ...o, wire: { ...o.wire, bankTransferIds: (o.wire.bankTransferIds ?? []).filter((t) => t !== id) } },
    )
    return E.right({})
  }
  const planned = state.transfers.planned.find((r) => r.wire.bankTransferId === id)
  if (planned === undefined) return transferNotFound(TRANSFER_SOURCES.bankTransferId)
  if (!isMfaActive(state, planned.bankAccountId)) return fail(HTTP_BAD_REQUEST, issueOf(ISSUE_KEYS.missingMfa, TRANSFER_SOURCES.bankTransferId))
  if (sca.tan === undefined) {
    const account = findAccount(state, planned.bankAccountId)
    return scaRequired(TRANSFER_SOURCES.scaTan, {
      requestedAction: SCA_REQUESTED_ACTION_DELETE,
      token: `delete-${id}`,
      financialContactId: account?.financialContact?.financialContactId ?? null,
      tanInputRequired: true,
      tanAuthnSpecification: { challenge: `Bitte bestätigen Sie das Löschen des Auftrags an ${planned.wire.recipientName ?? ''} mit Ihrer TAN.` },
    })
  }
  if (!isTanAccepted(state, sca.tan)) return fail(HTTP_NOT_ACCEPTABLE, issueOf(ISSUE_KEYS.invalidTanOnDelete, TRANSFER_SOURCES.tan))
  if (planned.kind === 'standingOrder' && state.transfers.behaviour.declinedDeletionTransferIds.includes(id)) {
    return E.right({ declined: true })
  }
  state.transfers.planned = state.transfers.planned.filter((r) => r !== planned)
  return E.right({})
}
