/**
 * Failed calls and server issues in words the user understands (accounts-and-transfers 8). One family: ErrorText
 * renders error text as the core's error-text.ts gives it (text, and links only to the support site, never markup);
 * ErrorNotice is a failed call with its retry, BankCallNotice the same for a call that reaches through to a bank
 * (a 408 is the bank not answering), IssueNotices the server issues of a form that belong to none of its fields,
 * TextNotice a text of our own.
 */
import { describeBackendError, describeBankCallError, type BackendError, type ErrorNotice as DescribedError } from '@kontor/core'
import { Fragment, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react'
import { Button } from 'react-aria-components'
import { countDown } from '../scheduler.ts'
import { COMMON_TEXTS } from '../shared-texts.ts'

/** Error text as core gives it (an ErrorNotice's or a resolved issue's segments). */
export type WithErrorText = Pick<DescribedError, 'segments'>

/** Error text: plain text, and the support site's links as real links (opened in a new tab, without a referrer). */
export const ErrorText = ({ segments }: WithErrorText) => (
  <>
    {segments.map((segment, i) =>
      segment.kind === 'link' ? (
        <a key={i} className="link" href={segment.href} target="_blank" rel="noreferrer">
          {segment.text}
        </a>
      ) : (
        <Fragment key={i}>{segment.text}</Fragment>
      ),
    )}
  </>
)

const NoticeBox = ({ children, ref }: { readonly children: ReactNode; readonly ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} role="alert" className="notice notice-error">
    {children}
  </div>
)

/**
 * Where focus goes when a retry takes its own button away (the notice goes while the call runs, or the new error
 * offers no retry): an element, or a function of the notice that finds one (e.g. dialogTitleOf).
 */
export type RetryFocusTarget = RefObject<HTMLElement | null> | ((notice: HTMLElement) => HTMLElement | null)

/** The title of the dialog a notice sits in (the element naming the dialog), for focus after a retry. */
export const dialogTitleOf = (notice: HTMLElement): HTMLElement | null => {
  const titleId = notice.closest('[role="dialog"], [role="alertdialog"]')?.getAttribute('aria-labelledby')?.split(' ')[0]
  return titleId === undefined || titleId === '' ? null : notice.ownerDocument.getElementById(titleId)
}

const isFocusLost = () => {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

export interface ErrorNoticeProps {
  readonly error: BackendError
  /** Asks again. Without it, or for an error that asking again cannot help (a missing permission), no retry button. */
  readonly onRetry?: (() => void) | undefined
  /** Where focus goes when the retry takes its button away; without it focus would fall to the top of the page. */
  readonly focusAfterRetry?: RetryFocusTarget | undefined
  /** How the error reads; describeBackendError unless the call reached through to a bank (see BankCallNotice). */
  readonly describe?: (error: BackendError) => DescribedError
}

export const ErrorNotice = ({ error, onRetry, focusAfterRetry, describe = describeBackendError }: ErrorNoticeProps) => {
  const described = describe(error)
  const box = useRef<HTMLDivElement>(null)
  // Chosen when the retry is pressed: the notice may be gone by the time focus needs a new place.
  const refocusTarget = useRef<HTMLElement | null>(null)
  const retry = () => {
    if (focusAfterRetry !== undefined && box.current !== null)
      refocusTarget.current = typeof focusAfterRetry === 'function' ? focusAfterRetry(box.current) : focusAfterRetry.current
    onRetry?.()
  }

  // After each render and when the notice goes: if the retry's button went with focus on it, focus moves on, once.
  useEffect(() => {
    const refocus = () => {
      const target = refocusTarget.current
      if (target === null || !target.isConnected || !isFocusLost()) return
      refocusTarget.current = null
      target.focus()
    }
    refocus()
    return refocus
  })
  const waitSeconds = described.reaction === 'waitUntilRetry' ? (described.retryAfterSeconds ?? 0) : 0
  const [secondsLeft, setSecondsLeft] = useState(waitSeconds)

  // A 429 says when asking again can succeed: until then the retry button waits, and shows how long.
  useEffect(() => {
    const controller = new AbortController()
    void countDown(waitSeconds, controller.signal, setSecondsLeft)
    return () => controller.abort()
  }, [error, waitSeconds])

  return (
    <NoticeBox ref={box}>
      <p>
        <ErrorText segments={described.segments} />
      </p>
      {described.retryable && onRetry !== undefined && (
        <Button className="button" isDisabled={secondsLeft > 0} onPress={retry}>
          {secondsLeft > 0 ? COMMON_TEXTS.retryIn(secondsLeft) : COMMON_TEXTS.retry}
        </Button>
      )}
    </NoticeBox>
  )
}

/** A failed call that reaches through to a bank: a 408 reads 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen… (408)'. */
export const BankCallNotice = (props: Omit<ErrorNoticeProps, 'describe'>) => <ErrorNotice {...props} describe={describeBankCallError} />

/** Notices above a form (issues of no form field, a failed save); nothing when there are none. */
export const IssueNotices = ({ issues }: { readonly issues: ReadonlyArray<WithErrorText> }) =>
  issues.length === 0 ? null : (
    <NoticeBox>
      {issues.map((issue, i) => (
        <p key={i}>
          <ErrorText segments={issue.segments} />
        </p>
      ))}
    </NoticeBox>
  )

/** A notice of a text of our own (no server text, so no links), e.g. why a dialog closes. */
export const TextNotice = ({ text }: { readonly text: string }) => (
  <NoticeBox>
    <p>{text}</p>
  </NoticeBox>
)
