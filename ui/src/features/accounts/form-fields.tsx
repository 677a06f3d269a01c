/**
 * The edit dialog's fields on react-aria-components: a label, the control, why it is disabled (if it is), and the
 * messages of core validation or server issues on the field (aria-describedby links them for screen readers).
 */
import { localDateFromParts, type LocalDate } from '@kontor/core'
import { parseDate } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button,
  DateField,
  DateInput,
  DateSegment,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextField,
  type Key,
} from 'react-aria-components'
import { FieldError } from '../../shared/components/FieldError.tsx'

interface FieldBase {
  readonly label: string
  readonly errors?: ReadonlyArray<string> | undefined
  /** Shown under the field: a hint, or why the field cannot be changed. */
  readonly description?: ReactNode
  readonly isDisabled?: boolean
}

const invalid = (errors: ReadonlyArray<string> | undefined): boolean => errors !== undefined && errors.length > 0

const Messages = ({ errors }: { readonly errors: ReadonlyArray<string> | undefined }) => <FieldError errors={errors ?? []} />

export const TextInputField = ({
  label,
  errors,
  description,
  isDisabled = false,
  value,
  onChange,
  inputMode,
  autoComplete = 'off',
}: FieldBase & {
  readonly value: string
  readonly onChange: (value: string) => void
  readonly inputMode?: 'decimal' | 'text'
  readonly autoComplete?: string
}) => (
  <TextField
    className="field"
    value={value}
    onChange={onChange}
    isDisabled={isDisabled}
    isInvalid={invalid(errors)}
    validationBehavior="aria"
  >
    <Label className="field-label">{label}</Label>
    <Input className="field-input" inputMode={inputMode} autoComplete={autoComplete} />
    {description !== undefined && (
      <Text slot="description" className="field-description">
        {description}
      </Text>
    )}
    <Messages errors={errors} />
  </TextField>
)

export const SelectField = <K extends string>({
  label,
  errors,
  description,
  isDisabled = false,
  value,
  onChange,
  options,
  placeholder,
}: FieldBase & {
  readonly value: K | null
  readonly onChange: (value: K) => void
  readonly options: ReadonlyArray<{ readonly id: K; readonly label: string }>
  readonly placeholder: string
}) => (
  <Select
    className="field"
    value={value}
    onChange={(key: Key | null) => {
      const chosen = options.find((o) => o.id === key)
      if (chosen !== undefined) onChange(chosen.id)
    }}
    isDisabled={isDisabled}
    isInvalid={invalid(errors)}
    validationBehavior="aria"
    placeholder={placeholder}
  >
    <Label className="field-label">{label}</Label>
    <Button className="field-input select-button">
      <SelectValue />
      <span aria-hidden="true">▾</span>
    </Button>
    {description !== undefined && (
      <Text slot="description" className="field-description">
        {description}
      </Text>
    )}
    <Messages errors={errors} />
    <Popover className="popover">
      <ListBox className="list-box">
        {options.map((option) => (
          <ListBoxItem key={option.id} id={option.id} className="list-box-item">
            {option.label}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  </Select>
)

/** A calendar date in the German order (the dialog sets the de-DE locale); the value is a core LocalDate. */
export const DateInputField = ({
  label,
  errors,
  description,
  isDisabled = false,
  value,
  onChange,
}: FieldBase & { readonly value: LocalDate | null; readonly onChange: (value: LocalDate | null) => void }) => (
  <DateField
    className="field"
    value={value === null ? null : parseDate(value)}
    onChange={(date) => onChange(date === null ? null : (localDateFromParts(date.year, date.month, date.day) ?? null))}
    isDisabled={isDisabled}
    isInvalid={invalid(errors)}
    validationBehavior="aria"
    granularity="day"
  >
    <Label className="field-label">{label}</Label>
    <DateInput className="field-input date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
    {description !== undefined && (
      <Text slot="description" className="field-description">
        {description}
      </Text>
    )}
    <Messages errors={errors} />
  </DateField>
)
