/**
 * The length limit every text field gets from FormFields (issue 10, item 3): maxLength, a counter near it, and a word
 * when full. A radio group with nothing chosen is reached by Tab (issue 16, keyboard only).
 */
import { render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { enterText, setupRealTimersUser } from '../../test/user.ts'
import { PinField, RadioGroupField, TextInputField } from './FormFields.tsx'
import { describedText, textbox } from '../../test/fields.ts'

const NameField = ({ initial = '', maxLength = 100 }: { readonly initial?: string; readonly maxLength?: number }) => {
  const [value, setValue] = useState(initial)
  return <TextInputField label="Bezeichnung" value={value} onChange={setValue} maxLength={maxLength} description="Wie das Konto heißt." />
}

/** The field's own live text (react-aria keeps a live region of its own in the body, outside the field). */
const liveText = () => [...document.querySelectorAll('.field [aria-live="polite"]')].map((el) => el.textContent).join('')

describe('a text field with a limit', () => {
  it('takes at most the limit: a 5,000-character paste is cut, and the field says it is full', async () => {
    const user = setupRealTimersUser()
    render(<NameField />)
    const field = textbox('Bezeichnung')
    expect(field.maxLength).toBe(100)
    await enterText(user, field, 'K'.repeat(5000))
    expect(field.value).toBe('K'.repeat(100))
    expect(describedText(field)).toBe('Wie das Konto heißt. 100 von 100 Zeichen')
    expect(liveText()).toBe('Höchstens 100 Zeichen, das Feld ist voll.')
    await user.keyboard('X')
    expect(field.value).toBe('K'.repeat(100))
  })

  it('shows the counter only from 80 % of the limit on, and keeps the description alone before', async () => {
    const user = setupRealTimersUser()
    render(<NameField />)
    const field = textbox('Bezeichnung')
    await enterText(user, field, 'k'.repeat(79))
    expect(describedText(field)).toBe('Wie das Konto heißt.')
    await user.keyboard('3')
    expect(describedText(field)).toBe('Wie das Konto heißt. 80 von 100 Zeichen')
    expect(liveText()).toBe('')
  })

  it('a short limit (a code such as a BIC) is counted only once the field is full', async () => {
    const user = setupRealTimersUser()
    render(<NameField maxLength={14} />)
    const field = textbox('Bezeichnung')
    await enterText(user, field, 'DEUTDEFFXXX')
    expect(describedText(field)).toBe('Wie das Konto heißt.')
    await enterText(user, field, 'XXX')
    expect(describedText(field)).toBe('Wie das Konto heißt. 14 von 14 Zeichen')
  })

  it('a disabled field shows no counter: it cannot be changed', () => {
    render(<TextInputField label="Bankname" value={'B'.repeat(200)} onChange={() => undefined} maxLength={100} isDisabled />)
    expect(document.querySelector('.field-counter')).toBeNull()
  })

  it('shows a longer value stored before whole, counted over the limit, for the user to shorten', () => {
    render(<NameField initial={'L'.repeat(255)} />)
    const field = textbox('Bezeichnung')
    expect(field.value).toHaveLength(255)
    expect(describedText(field)).toContain('255 von 100 Zeichen')
    expect(document.querySelector('.field-counter')?.hasAttribute('data-over')).toBe(true)
  })

  it('has no limit, counter or announcement when none is given', () => {
    // Within the field only: react-aria keeps a live region of its own in the body for announcements.
    const { container } = render(<TextInputField label="Notiz" value={'x'.repeat(500)} onChange={() => undefined} />)
    expect(textbox('Notiz').hasAttribute('maxlength')).toBe(false)
    expect(container.querySelector('.field-counter')).toBeNull()
    expect(container.querySelector('[aria-live]')).toBeNull()
  })
})

const Pin = () => {
  const ref = useRef<HTMLInputElement>(null)
  return <PinField label="PIN" inputRef={ref} maxLength={5} description="Ihre Online-Banking-PIN." />
}

describe('a PIN field with a limit', () => {
  it('takes at most the limit and counts the length only, never showing the PIN', async () => {
    const user = setupRealTimersUser()
    render(<Pin />)
    const field = screen.getByLabelText('PIN') as HTMLInputElement
    expect(field.maxLength).toBe(5)
    await user.type(field, '1234')
    expect(describedText(field)).toBe('Ihre Online-Banking-PIN.')
    await user.type(field, '5678')
    expect(describedText(field)).toBe('Ihre Online-Banking-PIN. 5 von 5 Zeichen')
    expect(field.value).toBe('12345')
    expect(liveText()).toBe('Höchstens 5 Zeichen, das Feld ist voll.')
    expect(document.body.innerHTML).not.toContain('12345')
  })
})

describe('a radio group with nothing chosen yet', () => {
  it("is reached by Tab while its value is '' (no option's), and Space chooses", async () => {
    const user = setupRealTimersUser()
    const Question = () => {
      const [answer, setAnswer] = useState<'yes' | 'no' | ''>('')
      return (
        <>
          <button type="button">Vorher</button>
          <RadioGroupField
            label="Sind Sie in den USA steuerpflichtig?"
            value={answer as 'yes' | 'no'}
            onChange={setAnswer}
            options={[
              { id: 'no', label: 'Nein' },
              { id: 'yes', label: 'Ja' },
            ]}
          />
        </>
      )
    }
    render(<Question />)
    screen.getByRole('button', { name: 'Vorher' }).focus()
    await user.tab()
    const no = screen.getByRole('radio', { name: 'Nein' }) as HTMLInputElement
    expect(document.activeElement).toBe(no)
    await user.keyboard(' ')
    expect(no.checked).toBe(true)
  })
})
