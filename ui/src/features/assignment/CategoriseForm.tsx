/**
 * Categorise without receipt (hub-and-business-account 5, 9 "Gas VAT note"; transactions-import-proposals 9 "Tax
 * rates"): a searchable posting category of the transaction's direction, a tax rate the category offers (0 % for a
 * non-payment category), a note; the defaults of a new financial voucher preselect both. The flow checks it
 * (validateCategoriseWithoutReceipt) and builds the request.
 */
import {
  ALLOWED_TAX_RATES_PERCENT,
  describeAssignmentFailure,
  messageForValidationIssue,
  PAYMENT_NOTE_MAX_LENGTH,
  TAX_RATE_NONE_PERCENT,
  toGasReducedVatHint,
  VOUCHER_SEARCH_DEBOUNCE_MS,
  type AssignmentSubject,
  type LocalDate,
  type PostingCategory,
  type PostingDirection,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useState } from 'react'
import { Button, ComboBox, Form, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components'
import { TextNotice } from '../../shared/components/ErrorNotice.tsx'
import { FieldError, type FieldErrors } from '../../shared/components/FieldError.tsx'
import { SelectField, TextInputField } from '../../shared/components/FormFields.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { readPostingCategories, readVoucherDefaults } from './assignment.effects.ts'
import { ASSIGNMENT_TEXTS } from './assignment-texts.ts'

export interface CategoriseFormProps {
  readonly subject: AssignmentSubject
  readonly direction: PostingDirection
  readonly today: LocalDate
  readonly errors: FieldErrors
  readonly isBusy: boolean
  readonly onSubmit: (category: PostingCategory | null, taxRatePercent: number | null, note: string) => void
}

/** The rates a category offers, among the allowed ones; a non-payment category books at 0 % only. */
const ratesOf = (category: PostingCategory | null): ReadonlyArray<number> =>
  category === null
    ? []
    : category.paymentCategory
      ? ALLOWED_TAX_RATES_PERCENT.filter((r) => category.taxRatesPercent.includes(r))
      : [TAX_RATE_NONE_PERCENT]

export const CategoriseForm = ({ subject, direction, today, errors, isBusy, onSubmit }: CategoriseFormProps) => {
  const backend = useBackend()
  const [term, setTerm] = useState('')
  const [categories, setCategories] = useState<ReadonlyArray<PostingCategory>>([])
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [category, setCategory] = useState<PostingCategory | null>(null)
  const [rate, setRate] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const keyDate = subject.transactionDate ?? today

  // The defaults of a new financial voucher of this direction: its category (with the rates of the key date) and rate.
  useEffect(() => {
    const controller = new AbortController()
    void readVoucherDefaults(backend, direction, keyDate)(controller.signal)().then((defaults) => {
      if (controller.signal.aborted || E.isLeft(defaults)) return
      const { category: found, taxRatePercent } = defaults.right
      if (found !== null) {
        setCategory((c) => c ?? found)
        setTerm((t) => (t === '' ? found.name : t))
      }
      if (taxRatePercent !== null) setRate((r) => r ?? taxRatePercent)
    })
    return () => controller.abort()
  }, [backend, direction, keyDate])

  // The categories of the direction matching what is typed (all of them for an empty term), after a pause in typing.
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      if (!(await waitFor(VOUCHER_SEARCH_DEBOUNCE_MS, controller.signal))) return
      const searchTerm = category !== null && term === category.name ? '' : term.trim()
      const result = await readPostingCategories(backend, direction, searchTerm)(controller.signal)()
      if (controller.signal.aborted) return
      if (E.isRight(result)) {
        setCategories(result.right)
        setLoadFailure(null)
      } else setLoadFailure(describeAssignmentFailure(result.left).text)
    })()
    return () => controller.abort()
  }, [backend, direction, term, category])

  const rates = ratesOf(category)
  const gasHint = toGasReducedVatHint(keyDate)
  const categoryErrors = errors['postingCategoryId'] ?? []
  return (
    <Form
      className="categorise-form"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(category, rate !== null && rates.includes(rate) ? rate : rates.length === 1 ? (rates[0] ?? null) : rate, note)
      }}
    >
      <ComboBox
        className="field"
        name="postingCategoryId"
        menuTrigger="focus"
        allowsEmptyCollection
        inputValue={term}
        onInputChange={(value) => {
          setTerm(value)
          if (category !== null && value !== category.name) setCategory(null)
        }}
        items={categories.map((c) => ({ id: c.postingCategoryId, category: c }))}
        selectedKey={category?.postingCategoryId ?? null}
        onSelectionChange={(key) => {
          const chosen = categories.find((c) => c.postingCategoryId === key) ?? null
          setCategory(chosen)
          if (chosen !== null) {
            setTerm(chosen.name)
            const offered = ratesOf(chosen)
            setRate((r) => (r !== null && offered.includes(r) ? r : (offered[offered.length - 1] ?? null)))
          }
        }}
        isInvalid={categoryErrors.length > 0}
        isDisabled={isBusy}
        validationBehavior="aria"
      >
        <Label className="field-label">{ASSIGNMENT_TEXTS.categoryLabel}</Label>
        <Input className="field-input" placeholder={ASSIGNMENT_TEXTS.categoryPlaceholder} autoComplete="off" />
        <FieldError errors={categoryErrors} />
        <Popover className="popover">
          <ListBox className="list-box" renderEmptyState={() => <p className="list-box-empty">{ASSIGNMENT_TEXTS.noCategories}</p>}>
            {(item: { id: string; category: PostingCategory }) => (
              <ListBoxItem id={item.id} className="list-box-item" textValue={item.category.name}>
                <Text slot="label">{item.category.name}</Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {loadFailure !== null && <TextNotice text={loadFailure} />}
      <SelectField
        label={ASSIGNMENT_TEXTS.taxRateLabel}
        placeholder={ASSIGNMENT_TEXTS.taxRatePlaceholder}
        value={rate === null || !rates.includes(rate) ? null : String(rate)}
        onChange={(v) => setRate(Number(v))}
        options={rates.map((r) => ({ id: String(r), label: ASSIGNMENT_TEXTS.taxRate(r) }))}
        errors={errors['taxRate'] ?? []}
        description={gasHint === undefined ? undefined : messageForValidationIssue(gasHint)}
        isDisabled={isBusy || rates.length === 0}
      />
      <TextInputField
        label={ASSIGNMENT_TEXTS.categoriseNote}
        name="note"
        value={note}
        onChange={setNote}
        maxLength={PAYMENT_NOTE_MAX_LENGTH}
        errors={errors['note'] ?? []}
        isDisabled={isBusy}
      />
      <Button type="submit" className="button button-primary" isDisabled={isBusy}>
        {ASSIGNMENT_TEXTS.categorise}
      </Button>
    </Form>
  )
}
