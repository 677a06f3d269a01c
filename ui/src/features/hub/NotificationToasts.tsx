/**
 * New business-account notifications as toasts (transactions-import-proposals 3 "Notification", 6, 9): polled every
 * 5 s with FINANCE_LEXBANK_ACTIVE_CONTRACT (notification-poller.ts), each new one said in a polite live region ("3 neue
 * Umsätze auf Ihrem Geschäftskonto") and announced as its finance events, so lists, counts and the hub's cards read
 * again. Mounted by the layout on every page, after the first screen.
 */
import { isNotificationToastShown, messageFor, toNotificationFinanceEvents, toNotificationMessage, type Notification } from '@kontor/core'
import { useAtomValue, useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { approvalSuccessShownAtAtom } from '../../shared/approval-announcement.ts'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { loadPrivileges } from '../../shared/privileges.ts'
import { waitFor } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { NOTIFICATION_TOAST_SHOWN_MS } from './constants.ts'
import { listNotificationsFrom } from './hub.effects.ts'
import { HUB_TEXTS } from './hub-texts.ts'
import { runNotificationPoll, storageNotificationCursor, type NotificationCursorStore } from './notification-poller.ts'

interface Toast {
  readonly id: number
  readonly text: string
}

const browserCursor = (): NotificationCursorStore => storageNotificationCursor(window.localStorage)

export const NotificationToasts = ({ cursor = browserCursor }: { readonly cursor?: () => NotificationCursorStore }) => {
  const backend = useBackend()
  const emit = useEmitFinanceEvent()
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const firstDataRevision = useRef(dataRevision)
  const lifetime = useLifetimeSignal()
  const jotai = useStore()
  const nextId = useRef(0)
  const [toasts, setToasts] = useState<ReadonlyArray<Toast>>([])
  const latest = useRef({ emit, lifetime })
  useEffect(() => {
    latest.current = { emit, lifetime }
  })

  useEffect(() => {
    const store = cursor()
    // The demo's data was reset (or changed elsewhere): its numbering starts anew, so the kept number goes.
    if (dataRevision !== firstDataRevision.current) store.clear()
    const controller = new AbortController()
    const show = (notification: Notification) => {
      toNotificationFinanceEvents(notification).forEach((event) => latest.current.emit(event))
      if (!isNotificationToastShown(notification, jotai.get(approvalSuccessShownAtAtom), backend.clock.now().getTime())) return
      const message = toNotificationMessage(notification)
      const id = (nextId.current += 1)
      setToasts((shown) => [...shown, { id, text: messageFor(message.key, message.params) }])
      void waitFor(NOTIFICATION_TOAST_SHOWN_MS, latest.current.lifetime()).then((elapsed) => {
        if (elapsed) setToasts((shown) => shown.filter((t) => t.id !== id))
      })
    }
    void runNotificationPoll(
      {
        listNotifications: (from, signal) => listNotificationsFrom(backend, from, signal),
        readPrivileges: () => loadPrivileges(backend),
        cursor: store,
        onNotification: show,
      },
      controller.signal,
    )
    return () => controller.abort()
  }, [backend, cursor, dataRevision, jotai])

  return (
    // Always there, so that a screen reader hears each new text (a live region added with its text is not read).
    <div className="toast-region" aria-live="polite" aria-label={HUB_TEXTS.notificationsLabel} role="region" data-testid="notification-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <Button className="toast-close" aria-label={HUB_TEXTS.closeNotification} onPress={() => setToasts((shown) => shown.filter((t) => t.id !== toast.id))}>
            ×
          </Button>
        </div>
      ))}
    </div>
  )
}
