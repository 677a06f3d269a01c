/**
 * s32, an account without a bank connection (spec: accounts-and-transfers 2.3 and 4.1 "saves, or saves and then opens
 * the CSV import dialog", 5.2 IBAN rules and bank lookup, 7.1 POST v102/financialAccounts): the form's checks and the
 * account body it becomes.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { BankInfo } from '../banks/model.ts'
import { parseBic, type Bic } from '../bic/bic.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { germanBankCodeOf } from '../iban/iban-format.ts'
import { parseIban, type Iban } from '../iban/iban.ts'
import { isBlank } from '../text/text-rules.ts'
import { validateAccountFieldLength } from './field-limits.ts'
import type { FinancialAccountType } from './model.ts'
import type { FinancialAccountBody } from './requests.ts'

/** The form's fields, named as the account body names them, so that the server's issues land on them too. */
export const MANUAL_ACCOUNT_FIELDS = ['name', 'type', 'iban', 'bic', 'bankName'] as const

/** The s32 form as the user filled it. */
export interface ManualAccountForm {
  readonly name: string
  readonly type: FinancialAccountType
  readonly iban: string
  readonly bic: string
  readonly bankName: string
  /**
   * The bank code of the German IBAN whose bank lookup filled BIC and bank name; null when no lookup filled them (or
   * the IBAN changed since).
   */
  readonly lookedUpBankCode: string | null
}

/**
 * The bank code an account without a connection is saved with: the looked-up IBAN's when its lookup filled BIC and
 * bank name, so that code, BIC and name name one bank; else the bank chosen in s20; else the IBAN's own (a German
 * IBAN carries one); else none.
 * @example toManualAccountBankCode(null, '10010010', 'DE89370400440532013000') // '10010010'
 */
export const toManualAccountBankCode = (
  lookedUpBankCode: string | null,
  chosenBankCode: string | null,
  iban: Iban | string | null,
): string | null => lookedUpBankCode ?? chosenBankCode ?? (iban === null ? null : (germanBankCodeOf(iban) ?? null))

/**
 * The account body of the s32 form, or every issue that keeps it from being saved: a name is required and takes at
 * most ACCOUNT_NAME_MAX_LENGTH_CHARS (trimmed), an IBAN (optional) must be valid (parseIban), a BIC (optional) too
 * (parseBic), and the bank name takes at most BANK_NAME_MAX_LENGTH_CHARS; an IBAN or BIC longer than its field takes
 * (ACCOUNT_FIELD_MAX_LENGTHS) gets the length message instead of the format one. Name, IBAN, BIC and bank name are
 * sent trimmed, blank ones as null; the bank code follows toManualAccountBankCode.
 * @example validateManualAccountForm({ name: ' Tagesgeld ', type: 'SAVINGS', iban: '', bic: '', bankName: '', lookedUpBankCode: null }, null) // right({ name: 'Tagesgeld', … })
 */
export const validateManualAccountForm = (
  form: ManualAccountForm,
  chosenBank: Pick<BankInfo, 'bankCode'> | null,
): E.Either<ReadonlyArray<ValidationIssue>, FinancialAccountBody> => {
  const iban: E.Either<ReadonlyArray<ValidationIssue>, Iban | null> = isBlank(form.iban)
    ? E.right(null)
    : E.chain(() => parseIban(form.iban, 'iban'))(validateAccountFieldLength('iban', form.iban))
  const bic: E.Either<ReadonlyArray<ValidationIssue>, Bic | null> = isBlank(form.bic)
    ? E.right(null)
    : E.chain(() => parseBic(form.bic, 'bic'))(validateAccountFieldLength('bic', form.bic))
  const name = form.name.trim()
  const nameLength = validateAccountFieldLength('name', name)
  const bankNameLength = validateAccountFieldLength('bankName', form.bankName.trim())
  const issues: ReadonlyArray<ValidationIssue> = [
    ...(isBlank(form.name) ? [validationIssue('name', 'accounts.manualAccountNameRequired')] : E.isLeft(nameLength) ? nameLength.left : []),
    ...(E.isLeft(iban) ? iban.left : []),
    ...(E.isLeft(bic) ? bic.left : []),
    ...(E.isLeft(bankNameLength) ? bankNameLength.left : []),
  ]
  if (issues.length > 0 || E.isLeft(iban) || E.isLeft(bic)) return E.left(issues)
  return E.right({
    name,
    type: form.type,
    iban: iban.right,
    bic: bic.right,
    bankCode: toManualAccountBankCode(form.lookedUpBankCode, chosenBank?.bankCode ?? null, iban.right),
    bankName: isBlank(form.bankName) ? null : form.bankName.trim(),
  })
}
