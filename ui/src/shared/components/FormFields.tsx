/**
 * The one set of form fields, on react-aria-components: every field has a label, the control, an optional
 * description (a hint, or why the field cannot be changed) and the messages of core validation or server issues on
 * the field (FieldError; react-aria links description and errors to the control through aria-describedby). The edit
 * dialog, the wizard's forms and the bank login use these and nothing else.
 */
import { localDateFromParts, type LocalDate } from '@kontor/core'
import { parseDate } from '@internationalized/date'
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import {
  Button,
  CheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup,
  DateField,
  DateInput,
  DateSegment,
  Form,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  RadioButton,
  RadioField,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextField,
  type Key,
} from 'react-aria-components'
import { FIELD_LIMIT_TEXTS } from '../shared-texts.ts'
import { FieldError, FieldErrorTexts } from './FieldError.tsx'

export interface FieldBase {
  readonly label: string
  /** The German messages on this field; the field is invalid while there are any. */
  readonly errors?: ReadonlyArray<string> | undefined
  /** Shown under the field: a hint, or why the field cannot be changed. */
  readonly description?: ReactNode
  readonly isDisabled?: boolean
}

/** An option of a select, radio or checkbox group; `description` explains it, e.g. why it cannot be chosen. */
export interface FieldOption<K extends string> {
  readonly id: K
  readonly label: string
  readonly description?: string | undefined
  readonly isDisabled?: boolean
}

/**
 * What every field tells react-aria: whether it is disabled, invalid while it has messages, and that the messages
 * are ours (aria), never the browser's own validation bubbles.
 */
const fieldState = ({ errors, isDisabled = false }: FieldBase) => ({
  isDisabled,
  isInvalid: errors !== undefined && errors.length > 0,
  validationBehavior: 'aria' as const,
})

/** The label of a field that react-aria runs (it links the label to the control). */
const FieldLabel = ({ label }: Pick<FieldBase, 'label'>) => <Label className="field-label">{label}</Label>

/** Reports the option a react-aria key names (its keys are typed loosely); a key of no option changes nothing. */
const onOptionKey =
  <K extends string>(options: ReadonlyArray<FieldOption<K>>, onChange: (value: K) => void) =>
  (key: Key | null) => {
    const chosen = options.find((o) => o.id === key)
    if (chosen !== undefined) onChange(chosen.id)
  }

/**
 * The text under a field or an option; react-aria links it to the control (aria-describedby). `keep`: rendered even
 * while empty, because react-aria links a description only when it is there as the field first renders (a field
 * with a limit gets its counter later).
 */
const Description = ({ children, keep = false }: { readonly children: ReactNode; readonly keep?: boolean }) =>
  !keep && (children === undefined || children === null) ? null : (
    <Text slot="description" className="field-description">
      {children}
    </Text>
  )

/** The description and the errors of a field, in that order. */
const FieldHelp = ({ description, errors, keepDescription = false }: Pick<FieldBase, 'description' | 'errors'> & { readonly keepDescription?: boolean }) => (
  <>
    <Description keep={keepDescription}>{description}</Description>
    <FieldError errors={errors ?? []} />
  </>
)

/** The counter shows from this share of a field's limit on: far from it, it would only be noise. */
const LENGTH_COUNTER_FROM_SHARE = 0.8
/**
 * Below this limit a field holds a code of a fixed form (BIC, card number, amount, login id) that often fills most of
 * it: its counter shows only once the field is full.
 */
const LENGTH_COUNTER_EARLY_FROM_LIMIT_CHARS = 50

/**
 * Whether a text of `length` is near enough to `maxLength` (or over it, e.g. a longer value stored before) for the
 * counter.
 */
const isNearLimit = (length: number, maxLength: number | undefined): maxLength is number =>
  maxLength !== undefined &&
  length >= (maxLength < LENGTH_COUNTER_EARLY_FROM_LIMIT_CHARS ? maxLength : Math.floor(maxLength * LENGTH_COUNTER_FROM_SHARE))

/**
 * A field's description with its length counter appended near the limit ('95 von 100 Zeichen'), so that both are one
 * description of the control; nothing when there is neither. A disabled field has no counter: it cannot be changed.
 */
export const describeWithCounter = (description: ReactNode, length: number, maxLength: number | undefined, isDisabled: boolean): ReactNode =>
  isDisabled || !isNearLimit(length, maxLength) ? (
    description
  ) : (
    <>
      {description !== undefined && description !== null && <>{description} </>}
      <span className="field-counter" data-over={length > maxLength ? true : undefined}>
        {FIELD_LIMIT_TEXTS.counter(length, maxLength)}
      </span>
    </>
  )

/**
 * Says politely that a field is full: the browser then drops further typing without a sound. Present from the start
 * (a live region that appears with its text is not read by every screen reader).
 */
export const FullFieldAnnouncement = ({ length, maxLength }: { readonly length: number; readonly maxLength: number | undefined }) =>
  maxLength === undefined ? null : (
    <span className="visually-hidden" aria-live="polite">
      {length >= maxLength ? FIELD_LIMIT_TEXTS.full(maxLength) : ''}
    </span>
  )

/** The controls a failed submit may send the focus to: an invalid field, or an enabled control of an invalid group. */
const INVALID_CONTROL = '[aria-invalid="true"]:not([disabled]), [data-invalid] input:not([disabled])'

/** Moves the focus to the first invalid field inside `root` (after a failed submit); nothing when there is none. */
export const focusFirstInvalidField = (root: HTMLElement | null): void => {
  root?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus()
}

/**
 * A form that checks and submits on Enter and on its submit button; field errors are ours, not the browser's.
 * `invalidSubmits`: count the submits that failed validation; each new one moves the focus to the first invalid field,
 * so a screen reader reads its label and error (the focus would otherwise stay on the submit button, silent).
 */
export const SubmitForm = ({
  onSubmit,
  children,
  id,
  className = 'form',
  invalidSubmits = 0,
}: {
  readonly onSubmit: () => void
  readonly children: ReactNode
  readonly id?: string
  readonly className?: string
  readonly invalidSubmits?: number
}) => {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (invalidSubmits > 0) focusFirstInvalidField(formRef.current)
  }, [invalidSubmits])
  return (
    <Form
      ref={formRef}
      {...(id === undefined ? {} : { id })}
      className={className}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </Form>
  )
}

export interface PinFieldProps extends FieldBase {
  /** The input; the PIN is read from it on submit (pinOf) and cleared once sent (clearPin). */
  readonly inputRef: RefObject<HTMLInputElement | null>
  /** The name server issues use for this field (an issue's source). */
  readonly name?: string
  readonly autoFocus?: boolean
  /** The longest PIN the field takes (core ACCOUNT_FIELD_MAX_LENGTHS.pin); counted near the limit. */
  readonly maxLength?: number
}

/**
 * A PIN: a password field that React never controls, so the PIN is only in the input's live value and never in its
 * value attribute (a controlled input mirrors its value into the attribute, i.e. into the DOM and any page dump).
 * autoComplete is "new-password": Chrome ignores "off" on password fields and would offer to save the PIN.
 */
export const PinField = ({ label, errors, description: hint, isDisabled = false, inputRef, name, autoFocus = false, maxLength }: PinFieldProps) => {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  // Only the PIN's length is kept (for the counter), never the PIN.
  const [length, setLength] = useState(0)
  const description = describeWithCounter(hint, length, maxLength, isDisabled)
  const invalid = errors !== undefined && errors.length > 0
  const describedBy = [description === undefined || description === null ? null : descriptionId, invalid ? errorId : null]
    .filter((part) => part !== null)
    .join(' ')
  return (
    <div className="field" {...(invalid ? { 'data-invalid': true } : {})}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field-input"
        type="password"
        {...(name === undefined ? {} : { name })}
        autoComplete="new-password"
        autoFocus={autoFocus}
        disabled={isDisabled}
        {...(maxLength === undefined ? {} : { maxLength })}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={invalid ? true : undefined}
        {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
      />
      {description !== undefined && description !== null && (
        <div id={descriptionId} className="field-description">
          {description}
        </div>
      )}
      {invalid && (
        <div id={errorId} className="field-error">
          <FieldErrorTexts errors={errors} />
        </div>
      )}
      <FullFieldAnnouncement length={length} maxLength={maxLength} />
    </div>
  )
}

/** The PIN typed into a PinField ('' when there is none). */
export const pinOf = (inputRef: RefObject<HTMLInputElement | null>): string => inputRef.current?.value ?? ''

/** Empties a PinField: the PIN has been sent and is not kept for another attempt. */
export const clearPin = (inputRef: RefObject<HTMLInputElement | null>): void => {
  if (inputRef.current !== null) {
    inputRef.current.value = ''
    // The field's length counter listens for input.
    inputRef.current.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

export interface TextInputFieldProps extends FieldBase {
  readonly value: string
  readonly onChange: (value: string) => void
  /** The name server issues use for this field (an issue's source). */
  readonly name?: string
  readonly isRequired?: boolean
  /** password: a PIN, never shown and never offered for autofill. */
  readonly type?: 'text' | 'password'
  readonly inputMode?: 'decimal' | 'text'
  readonly autoComplete?: string
  readonly autoFocus?: boolean
  /**
   * The longest text the field takes (core ACCOUNT_FIELD_MAX_LENGTHS): the input refuses more, and a counter shows
   * near the limit. A longer value already stored is shown whole, counted over the limit, for the user to shorten.
   */
  readonly maxLength?: number
}

export const TextInputField = (props: TextInputFieldProps) => {
  const { value, onChange, name, isRequired = false, type = 'text', inputMode, autoComplete = 'off', autoFocus = false, maxLength } = props
  return (
    <TextField
      className="field"
      {...(name === undefined ? {} : { name })}
      type={type}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      {...fieldState(props)}
      autoComplete={autoComplete}
      {...(maxLength === undefined ? {} : { maxLength })}
    >
      <FieldLabel label={props.label} />
      <Input className="field-input" inputMode={inputMode} autoFocus={autoFocus} />
      <FieldHelp
        description={describeWithCounter(props.description, value.length, maxLength, props.isDisabled === true)}
        errors={props.errors}
        keepDescription={maxLength !== undefined}
      />
      <FullFieldAnnouncement length={value.length} maxLength={maxLength} />
    </TextField>
  )
}

/** An amount in German notation ('1.234,56'): a text field with the decimal keyboard; the core parses it into Money. */
export const MoneyInputField = (props: Omit<TextInputFieldProps, 'inputMode' | 'type'>) => <TextInputField {...props} inputMode="decimal" />

export const SelectField = <K extends string>(
  props: FieldBase & {
    readonly value: K | null
    readonly onChange: (value: K) => void
    readonly options: ReadonlyArray<FieldOption<K>>
    readonly placeholder: string
  },
) => (
  <Select
    className="field"
    value={props.value}
    onChange={onOptionKey(props.options, props.onChange)}
    {...fieldState(props)}
    placeholder={props.placeholder}
  >
    <FieldLabel label={props.label} />
    <Button className="field-input select-button">
      <SelectValue />
      <span aria-hidden="true">▾</span>
    </Button>
    <FieldHelp description={props.description} errors={props.errors} />
    <Popover className="popover">
      <ListBox className="list-box">
        {props.options.map((option) => (
          <ListBoxItem key={option.id} id={option.id} className="list-box-item" isDisabled={option.isDisabled === true} textValue={option.label}>
            {/* Why an option cannot be chosen (e.g. 'Keine Sammelüberweisung möglich') stands under it; a chosen one has none. */}
            {option.description === undefined ? (
              option.label
            ) : (
              <>
                <Text slot="label">{option.label}</Text>
                <Text slot="description" className="list-box-description">
                  {option.description}
                </Text>
              </>
            )}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  </Select>
)

/** A calendar date in the German order (ModalDialog sets the de-DE locale); the value is a core LocalDate. */
export const DateInputField = (
  props: FieldBase & { readonly value: LocalDate | null; readonly onChange: (value: LocalDate | null) => void },
) => (
  <DateField
    className="field"
    value={props.value === null ? null : parseDate(props.value)}
    onChange={(date) => props.onChange(date === null ? null : (localDateFromParts(date.year, date.month, date.day) ?? null))}
    {...fieldState(props)}
    granularity="day"
  >
    <FieldLabel label={props.label} />
    <DateInput className="field-input date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
    <FieldHelp description={props.description} errors={props.errors} />
  </DateField>
)

/** One choice of several, every option visible (a radio group), each with an optional description. */
export const RadioGroupField = <K extends string>(
  props: FieldBase & {
    readonly value: K
    readonly onChange: (value: K) => void
    readonly options: ReadonlyArray<FieldOption<K>>
    readonly name?: string
  },
) => (
  <RadioGroup
    className="field radio-group"
    {...(props.name === undefined ? {} : { name: props.name })}
    // Nothing chosen yet ('' or a value of no option) is null for react-aria: any other value counts as a choice and
    // takes every radio out of the Tab order, so the question could not be reached by keyboard.
    value={props.options.some((o) => o.id === props.value) ? props.value : null}
    onChange={onOptionKey(props.options, props.onChange)}
    {...fieldState(props)}
  >
    <FieldLabel label={props.label} />
    {props.options.map((option) => (
      <RadioField key={option.id} value={option.id} className="option-field" isDisabled={option.isDisabled === true}>
        <RadioButton className="radio">
          <OptionLabel label={option.label} />
        </RadioButton>
        <Description>{option.description}</Description>
      </RadioField>
    ))}
    <FieldHelp description={props.description} errors={props.errors} />
  </RadioGroup>
)

/**
 * An option's label, cut after a few lines with an ellipsis (an account's name from the bank may be long); the DOM
 * keeps it whole, so the control's accessible name is the full text, and title shows it on hover.
 */
const OptionLabel = ({ label }: { readonly label: string }) => (
  <span className="text-clamp option-label" title={label}>
    {label}
  </span>
)

/** A checkbox's label with its visible box (the real input is visually hidden by react-aria; CSS draws the tick). */
const CheckboxLabel = ({ children }: { readonly children: ReactNode }) => (
  <CheckboxButton className="checkbox">
    <span className="checkbox-box" aria-hidden="true" />
    {children}
  </CheckboxButton>
)

/** A single yes/no choice, e.g. 'PIN speichern'. */
export const CheckboxField = (props: FieldBase & { readonly isSelected: boolean; readonly onChange: (isSelected: boolean) => void }) => (
  <AriaCheckboxField className="option-field" isSelected={props.isSelected} onChange={props.onChange} {...fieldState(props)}>
    <CheckboxLabel>{props.label}</CheckboxLabel>
    <FieldHelp description={props.description} errors={props.errors} />
  </AriaCheckboxField>
)

/** Several choices from a list, e.g. which accounts to connect; read-only shows what someone else decided. */
export const CheckboxGroupField = <K extends string>(
  props: FieldBase & {
    readonly value: ReadonlyArray<K>
    readonly onChange?: (value: ReadonlyArray<K>) => void
    readonly options: ReadonlyArray<FieldOption<K>>
    readonly isReadOnly?: boolean
  },
) => (
  <CheckboxGroup
    className="field checkbox-group"
    value={[...props.value]}
    onChange={(keys) => props.onChange?.(props.options.filter((o) => keys.includes(o.id)).map((o) => o.id))}
    {...fieldState(props)}
    isReadOnly={props.isReadOnly === true}
  >
    <FieldLabel label={props.label} />
    <Description>{props.description}</Description>
    {props.options.map((option) => (
      <AriaCheckboxField key={option.id} value={option.id} className="option-field" isDisabled={option.isDisabled === true}>
        <CheckboxLabel>
          <OptionLabel label={option.label} />
        </CheckboxLabel>
        <Description>{option.description}</Description>
      </AriaCheckboxField>
    ))}
    <FieldError errors={props.errors ?? []} />
  </CheckboxGroup>
)
