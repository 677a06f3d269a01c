/**
 * user-event for tests on real timers, set up for speed. Each key typed into a form re-renders the whole form (twice:
 * StrictMode), about 20–45 ms for the edit dialog on this machine: type a text key by key only where the keys are what
 * the test is about (a PIN field, a search that reacts to each letter); elsewhere enter it as one input.
 */
import userEvent, { type UserEvent } from '@testing-library/user-event'

/** No pause between keys and clicks: a real-timer test waits for nothing between them (`delay: 0` is a timer per key). */
export const setupRealTimersUser = (): UserEvent => userEvent.setup({ delay: null })

/**
 * Enters `text` into `field` as one input (a click into the field, then a paste at the caret, which the click puts at
 * the end): for a test about what is entered, not about the keys that enter it.
 */
export const enterText = async (user: UserEvent, field: HTMLElement, text: string): Promise<void> => {
  await user.click(field)
  await user.paste(text)
}
