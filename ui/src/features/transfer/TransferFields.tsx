/**
 * The transfer form's own fields (react-aria-components): the recipient with its contact search (spec 5.2: from 3
 * characters, 50 results), the IBAN grouped in fours as typed, and a German date picker (spec 5.3).
 */
import {
  formatIbanAsTyped,
  isContactSearchTermLongEnough,
  limitContactSearchResults,
  localDateFromParts,
  type Backend,
  type LocalDate,
  type TransferContact,
} from '@kontor/core'
import { parseDate } from '@internationalized/date'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  ComboBox,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  TextField,
} from 'react-aria-components'
import { FieldError } from '../../shared/components/FieldError.tsx'
import { describeWithCounter, FullFieldAnnouncement } from '../../shared/components/FormFields.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'
import { searchTransferContacts } from './transfer.effects.ts'

/** Typing pauses this long before the contact search asks the server (one call per pause, not per key). */
const CONTACT_SEARCH_DEBOUNCE_MS = 300

const isInvalid = (errors: ReadonlyArray<string>) => errors.length > 0

/** A contact's name and IBAN: its own, else its first bank account's. */
export const contactNameAndIban = (c: TransferContact): { readonly name: string; readonly iban: string } => ({
  name: c.accountHolder ?? c.bankAccounts?.[0]?.accountHolder ?? '',
  iban: c.iban ?? c.bankAccounts?.[0]?.iban ?? '',
})

export const RecipientField = ({
  backend,
  value,
  onChange,
  onContactChosen,
  errors,
  description,
  maxLength,
}: {
  readonly backend: Backend
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onContactChosen: (contact: TransferContact) => void
  readonly errors: ReadonlyArray<string>
  readonly description: ReactNode
  readonly maxLength: number
}) => {
  const [found, setFound] = useState<ReadonlyArray<TransferContact>>([])
  const searching = isContactSearchTermLongEnough(value)
  const contacts = searching ? found : []
  useEffect(() => {
    if (!searching) return
    const controller = new AbortController()
    void (async () => {
      if (!(await waitFor(CONTACT_SEARCH_DEBOUNCE_MS, controller.signal))) return
      const result = await searchTransferContacts(backend, value.trim(), controller.signal)
      // A failed search only means no suggestions: the name can be typed in full.
      if (!controller.signal.aborted) setFound(E.isRight(result) ? limitContactSearchResults(result.right) : [])
    })()
    return () => controller.abort()
  }, [backend, value, searching])

  return (
    <ComboBox
      className="field"
      name="recipientName"
      allowsCustomValue
      // Opens as the user types, so the contacts show once the search answers (they come after the keystroke).
      allowsEmptyCollection
      menuTrigger="input"
      inputValue={value}
      onInputChange={onChange}
      items={contacts.map((c) => ({ id: c.contactId, contact: c }))}
      onSelectionChange={(key) => {
        const chosen = contacts.find((c) => c.contactId === key)
        if (chosen !== undefined) onContactChosen(chosen)
      }}
      isInvalid={isInvalid(errors)}
      validationBehavior="aria"
      isRequired
    >
      <Label className="field-label">{TRANSFER_TEXTS.recipientName}</Label>
      <Input className="field-input" maxLength={maxLength} autoComplete="off" />
      {/* Near the limit the counter says so, and a full field says it drops further typing (as every text field). */}
      <Text slot="description" className="field-description">
        {describeWithCounter(description, value.length, maxLength, false)}
      </Text>
      <FieldError errors={errors} />
      <FullFieldAnnouncement length={value.length} maxLength={maxLength} />
      <Popover className="popover">
        <ListBox
          className="list-box"
          aria-label={TRANSFER_TEXTS.contactsFound(contacts.length)}
          renderEmptyState={() => <p className="list-box-empty">{searching ? TRANSFER_TEXTS.contactsFound(0) : TRANSFER_TEXTS.recipientNameHint}</p>}
        >
          {(item: { id: string; contact: TransferContact }) => {
            const { name, iban } = contactNameAndIban(item.contact)
            return (
              <ListBoxItem id={item.id} className="list-box-item" textValue={name}>
                {name} <span className="muted">{formatIbanAsTyped(iban, 0).value}</span>
              </ListBoxItem>
            )
          }}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}

/**
 * The IBAN in groups of four as it is typed or pasted; the caret stays after the character it was after
 * (formatIbanAsTyped), so typing in the middle or deleting a space does not throw it to the end.
 */
export const IbanField = ({
  value,
  onChange,
  errors,
  description,
  maxLength,
}: {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly errors: ReadonlyArray<string>
  readonly description: ReactNode
  readonly maxLength: number
}) => {
  const input = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (caret.current !== null && input.current !== null && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current)
      caret.current = null
    }
  })
  return (
    <TextField
      className="field"
      name="recipientIban"
      value={value}
      onChange={(typed) => {
        const formatted = formatIbanAsTyped(typed, input.current?.selectionStart ?? typed.length)
        caret.current = formatted.caret
        onChange(formatted.value)
      }}
      isInvalid={isInvalid(errors)}
      validationBehavior="aria"
      isRequired
    >
      <Label className="field-label">{TRANSFER_TEXTS.recipientIban}</Label>
      <Input ref={input} className="field-input iban-input" autoComplete="off" spellCheck={false} maxLength={maxLength} />
      <Text slot="description" className="field-description">
        {description}
      </Text>
      <FieldError errors={errors} />
    </TextField>
  )
}

/** A date with a calendar to pick it from; the dialog's de-DE locale gives dd.mm.yyyy and German month names. */
export const DatePickerField = ({
  label,
  value,
  onChange,
  errors,
  description,
  minValue,
  maxValue,
  name,
  isRequired = true,
}: {
  readonly label: string
  readonly value: LocalDate | null
  readonly onChange: (value: LocalDate | null) => void
  readonly errors: ReadonlyArray<string>
  readonly description?: ReactNode
  readonly minValue: LocalDate
  readonly maxValue: LocalDate
  readonly name: string
  readonly isRequired?: boolean
}) => (
  <DatePicker
    className="field"
    name={name}
    value={value === null ? null : parseDate(value)}
    onChange={(date) => onChange(date === null ? null : (localDateFromParts(date.year, date.month, date.day) ?? null))}
    minValue={parseDate(minValue)}
    maxValue={parseDate(maxValue)}
    isInvalid={isInvalid(errors)}
    validationBehavior="aria"
    granularity="day"
    isRequired={isRequired}
  >
    <Label className="field-label">{label}</Label>
    <Group className="field-input date-picker-group">
      <DateInput className="date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
      <Button className="button date-picker-button" aria-label={TRANSFER_TEXTS.chooseDate}>
        <span aria-hidden="true">▾</span>
      </Button>
    </Group>
    {description !== undefined && (
      <Text slot="description" className="field-description">
        {description}
      </Text>
    )}
    <FieldError errors={errors} />
    <Popover className="popover">
      <Dialog className="calendar-dialog" aria-label={label}>
        <Calendar className="calendar">
          <header className="calendar-header">
            <Button slot="previous" className="button">
              ‹
            </Button>
            <Heading className="calendar-heading" />
            <Button slot="next" className="button">
              ›
            </Button>
          </header>
          <CalendarGrid className="calendar-grid">{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  </DatePicker>
)
