/**
 * The demo's controls in the header (demo mode only): "Demo zurücksetzen" with a confirmation that also says how much
 * space the demo takes in the browser, one polite live region that says what happened to the demo's data (the reset,
 * another tab's reset, a stored state that was set aside for the seed, changes kept again), and a warning that stays
 * while changes cannot be written. It also passes the demo storage's revision on to the pages (they read again).
 */
import { useSetAtom } from 'jotai'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from 'react-aria-components'
import { backendDataRevisionAtom } from '../shared/backend.atoms.ts'
import { lazyDialog } from '../shared/components/lazy.tsx'
import { DEMO_TEXTS } from './demo-texts.ts'
import type { DemoNoticeKind, DemoStorage } from './demo-storage.ts'

const ConfirmDialog = lazyDialog(() => import('../shared/components/ConfirmDialog.tsx').then((m) => m.ConfirmDialog))

const NOTICE_TEXTS: Readonly<Record<DemoNoticeKind, string>> = {
  reset: DEMO_TEXTS.resetDone,
  resetElsewhere: DEMO_TEXTS.resetElsewhere,
  discardedUnreadable: DEMO_TEXTS.discardedUnreadable,
  discardedOutdated: DEMO_TEXTS.discardedOutdated,
  keptAgain: DEMO_TEXTS.keptAgain,
}

const BYTES = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
const GIGABYTES = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
/** 1,3 MB or, from 1 GB on, 2,1 GB (decimal units, as the browser's settings show them). */
export const formatStorageSize = (bytes: number): string =>
  bytes >= 1e9 ? GIGABYTES.format(bytes / 1e9) : BYTES.format(Math.max(bytes, 0) / 1e6)

/** The reset dialog's line on the space used and left; nothing where the browser does not say. */
const StorageSpace = ({ demo }: { readonly demo: DemoStorage }) => {
  const [space, setSpace] = useState<Awaited<ReturnType<DemoStorage['space']>>>(undefined)
  useEffect(() => {
    let current = true
    void demo.space().then((s) => current && setSpace(s))
    return () => {
      current = false
    }
  }, [demo])
  if (space === undefined) return null
  return (
    <p className="demo-space">
      {DEMO_TEXTS.space(formatStorageSize(space.usage), formatStorageSize(space.quota - space.usage))}
      {space.persisted && ` ${DEMO_TEXTS.spacePersisted}`}
    </p>
  )
}

export const DemoReset = ({ demo }: { readonly demo: DemoStorage }) => {
  const { notice, revision, keeping } = useSyncExternalStore(demo.subscribe, demo.status)
  const setRevision = useSetAtom(backendDataRevisionAtom)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => setRevision(revision), [revision, setRevision])

  return (
    <div className="demo-controls">
      <Button className="button demo-reset-button" onPress={() => setConfirming(true)}>
        {DEMO_TEXTS.resetButton}
      </Button>
      {/*
        Always there, so that a screen reader hears each new text; a new key per notice repeats a text said before.
        aria-live rather than role=status: the page's own status line stays the one status of the page.
      */}
      <p aria-live="polite" aria-atomic="true" className="demo-notice">
        {notice !== null && <span key={notice.id}>{NOTICE_TEXTS[notice.kind]}</span>}
      </p>
      {!keeping && (
        <p role="alert" className="notice notice-error demo-not-kept">
          {DEMO_TEXTS.notKept}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={DEMO_TEXTS.resetTitle}
          confirmLabel={DEMO_TEXTS.resetConfirm}
          destructive
          onConfirm={() => {
            setConfirming(false)
            void demo.reset()
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{DEMO_TEXTS.resetQuestion}</p>
          <StorageSpace demo={demo} />
        </ConfirmDialog>
      )}
    </div>
  )
}
