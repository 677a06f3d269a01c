/**
 * The header's door to the demo organisation switcher (demo mode only): asks the demo backend for its organisations
 * (demo-organisations.ts) and shows the switcher, whose code loads then. Switching waits for the demo to store the
 * new organisation, then loads the app afresh at the hub (chosen: a page load rather than finance events, so no
 * screen, atom or cached answer of the old organisation survives; the choice is stored, so it survives a reload).
 */
import { useState } from 'react'
import { lazyQuietPart } from '../shared/components/lazy.tsx'
import { useBackend } from '../shared/useBackend.ts'
import { useMountTask } from '../shared/useFlow.ts'
import { demoOrganisationsOf, type DemoOrganisationSummary } from './demo-organisations.ts'
import { HUB_PATH } from '../shared/routes.ts'

/**
 * The switcher's place, held while its list and code load: the header keeps its size, so nothing below it moves when the
 * switcher appears (a click aimed a moment before would land beside its button).
 */
const SWITCHER_SLOT = <div className="demo-organisation-select" aria-hidden="true" />

const DemoOrganisationSwitcher = lazyQuietPart(() => import('./DemoOrganisationSwitcher.tsx').then((m) => m.DemoOrganisationSwitcher), SWITCHER_SLOT)

export const DemoOrganisationDoor = ({ reload = (path: string) => window.location.assign(path) }: { readonly reload?: (path: string) => void }) => {
  const organisations = demoOrganisationsOf(useBackend())
  const [listed, setListed] = useState<{ readonly organisations: ReadonlyArray<DemoOrganisationSummary>; readonly activeId: string } | null>(null)
  useMountTask((signal) => {
    void organisations?.list().then(
      (answer) => {
        if (!signal.aborted) setListed(answer)
      },
      () => undefined, // the demo could not load: the page says so itself; no switcher then
    )
  })
  if (organisations === undefined) return null
  if (listed === null) return SWITCHER_SLOT
  return (
    <DemoOrganisationSwitcher
      organisations={listed.organisations}
      currentId={listed.activeId}
      onSwitch={(id) => void organisations.switchTo(id).then(() => reload(HUB_PATH), () => reload(HUB_PATH))}
    />
  )
}
