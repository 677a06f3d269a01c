/**
 * s20: the bank search (spec: accounts-and-transfers 2.3 "by name, IBAN, BIC or bank code", 4.1, 5.1, 7.1, 9): a search
 * field and, under its hint and result count, the banks found as a list box inside the dialog (not a popover: a popover
 * covered the hint and the count and ran out of the dialog). The list is a bounded scroll region that takes the focus
 * itself (Tab, or the down arrow from the field), arrows move through it, Enter or Space chooses. The list loads as the
 * user types, BANK_SEARCH_DEBOUNCE_MS after the last keystroke: an empty term shows no list and makes no call, a term
 * shorter than the minimum shows 'Bitte geben Sie mindestens … Zeichen ein!' without a call, a failed search (a 408 from
 * the bank, an answer that does not decode) shows its notice and the field stays usable. Choosing a bank tells the
 * wizard (with every bank found, for the default name prefix); a bank with online banking then offers
 * "Online-Banking verbinden" and "Ohne Verbindung anlegen".
 */
import {
  ACCOUNT_FIELD_MAX_LENGTHS,
  decideBankSearch,
  messageForValidationIssue,
  validateBankSearchTerm,
  type AddAccountWizardEvent,
  type AddAccountWizardState,
  type BackendError,
  type BankInfo,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button, Input, Label, ListBox, ListBoxItem, Text, TextField, type Key, type Selection } from 'react-aria-components'
import { BankCallNotice } from '../../shared/components/ErrorNotice.tsx'
import { FieldError } from '../../shared/components/FieldError.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { searchBanks } from './add-account.effects.ts'
import { WIZARD_TEXTS } from './add-account-texts.ts'
import { BANK_SEARCH_DEBOUNCE_MS } from './constants.ts'
import { WizardActions, type WizardNavigation } from './WizardActions.tsx'

type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'tooShort'; readonly message: string }
  | { readonly status: 'searching' }
  | { readonly status: 'found'; readonly banks: ReadonlyArray<BankInfo> }
  | { readonly status: 'failed'; readonly error: BackendError }

const IDLE: SearchState = { status: 'idle' }

interface BankOption {
  readonly id: string
  readonly bank: BankInfo
}

const optionText = (bank: BankInfo): string => WIZARD_TEXTS.bankOption(bank.bankName, bank.bankCode, bank.bic?.trim() || null)

const tooShortMessage = (term: string): string | null => {
  const checked = validateBankSearchTerm(term)
  const issue = E.isLeft(checked) ? checked.left[0] : undefined
  return issue === undefined ? null : messageForValidationIssue(issue)
}

export interface BankSearchStepProps {
  readonly state: Extract<AddAccountWizardState, { readonly step: 's20' }>
  readonly dispatch: (event: AddAccountWizardEvent) => void
  readonly nav: WizardNavigation
}

export const BankSearchStep = ({ state, dispatch, nav }: BankSearchStepProps) => {
  const backend = useBackend()
  const [term, setTerm] = useState(() => state.chosen?.bank.bankName ?? '')
  const [search, setSearch] = useState<SearchState>(IDLE)
  const [selectedKey, setSelectedKey] = useState<Key | null>(null)
  const pending = useRef<AbortController | null>(null)
  const results = useRef<HTMLDivElement>(null)
  const resultsId = useId()

  useEffect(() => () => pending.current?.abort(), [])

  const runSearch = (value: string, debounce: boolean) => {
    pending.current?.abort()
    const decision = decideBankSearch(value)
    if (decision === 'empty') return setSearch(IDLE)
    if (decision === 'tooShort') return setSearch({ status: 'tooShort', message: tooShortMessage(value) ?? '' })
    const controller = new AbortController()
    pending.current = controller
    setSearch({ status: 'searching' })
    void (async () => {
      if (debounce && !(await waitFor(BANK_SEARCH_DEBOUNCE_MS, controller.signal))) return
      const result = await searchBanks(backend, value.trim(), controller.signal)
      if (controller.signal.aborted) return
      setSearch(E.isRight(result) ? { status: 'found', banks: result.right } : { status: 'failed', error: result.left })
    })()
  }

  const onInputChange = (value: string) => {
    setTerm(value)
    setSelectedKey(null)
    runSearch(value, true)
  }

  const banks = search.status === 'found' ? search.banks : []
  const options: ReadonlyArray<BankOption> = banks.map((bank, i) => ({ id: String(i), bank }))

  const onChoose = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0]
    const option = options.find((o) => o.id === key)
    if (option === undefined) return // choosing the chosen bank again keeps it
    setSelectedKey(option.id)
    dispatch({ type: 'bankChosen', bank: option.bank, banksFound: banks })
  }

  // The down arrow goes from the field into the list (Tab does too), as in a combo box.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || options.length === 0) return
    event.preventDefault()
    results.current?.focus()
  }

  const hint =
    search.status === 'searching'
      ? WIZARD_TEXTS.bankSearchLoading
      : search.status === 'found'
        ? banks.length === 0
          ? WIZARD_TEXTS.bankSearchNothingFound
          : WIZARD_TEXTS.bankSearchFound(banks.length)
        : WIZARD_TEXTS.bankSearchHint

  return (
    <>
      <TextField
        className="field"
        value={term}
        onChange={onInputChange}
        autoComplete="off"
        isInvalid={search.status === 'tooShort'}
        validationBehavior="aria"
      >
        <Label className="field-label">{WIZARD_TEXTS.bankSearchLabel}</Label>
        <Input
          className="field-input"
          onKeyDown={onFieldKeyDown}
          aria-controls={options.length > 0 ? resultsId : undefined}
          maxLength={ACCOUNT_FIELD_MAX_LENGTHS.searchTerm}
        />
        <Text slot="description" className="field-description" aria-live="polite">
          {hint}
        </Text>
        <FieldError errors={search.status === 'tooShort' ? [search.message] : []} />
      </TextField>
      {options.length > 0 && (
        <ListBox<BankOption>
          ref={results}
          id={resultsId}
          aria-label={WIZARD_TEXTS.bankSearchResults}
          className="list-box bank-search-results"
          items={options}
          selectionMode="single"
          selectedKeys={selectedKey === null ? [] : [selectedKey]}
          onSelectionChange={onChoose}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.bank.bankName} className="list-box-item">
              {optionText(option.bank)}
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {search.status === 'failed' && <BankCallNotice error={search.error} onRetry={() => runSearch(term, false)} />}
      {state.chosen !== null && <p className="chosen-bank">{WIZARD_TEXTS.chosenBank(state.chosen.bank.bankName)}</p>}
      <WizardActions nav={nav}>
        <Button className="button" onPress={() => dispatch({ type: 'withoutConnectionChosen' })}>
          {WIZARD_TEXTS.createWithoutConnection}
        </Button>
        {state.chosen !== null && (
          <Button className="button button-primary" onPress={() => dispatch({ type: 'onlineBankingChosen' })}>
            {WIZARD_TEXTS.connectOnlineBanking}
          </Button>
        )}
      </WizardActions>
    </>
  )
}
