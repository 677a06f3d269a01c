/**
 * The demo's controls in the header (demo mode only): "Demo zurücksetzen" with a confirmation, and one polite live
 * region that says what happened to the demo's data: the reset, another tab's reset, a stored state that could not
 * be used and was replaced by the seed. It also passes the demo storage's revision on to the pages (they read again).
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
}

export const DemoReset = ({ demo }: { readonly demo: DemoStorage }) => {
  const { notice, revision } = useSyncExternalStore(demo.subscribe, demo.status)
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
      {confirming && (
        <ConfirmDialog
          title={DEMO_TEXTS.resetTitle}
          confirmLabel={DEMO_TEXTS.resetConfirm}
          destructive
          onConfirm={() => {
            setConfirming(false)
            demo.reset()
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{DEMO_TEXTS.resetQuestion}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
