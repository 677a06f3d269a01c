/**
 * The demo's organisations (issue 15): demo mode offers one organisation per state of the hub (a seizure, a blocked
 * account, MFA required, terms to accept, onboarding in progress, no accounts, no access) beside the normal one. This
 * is the API the header's switcher uses; it is demo-only and outside the ports (an HTTP backend has none).
 *
 * Usage (the frame's switcher):
 *   const organisations = demoOrganisationsOf(backend)   // undefined over HTTP: show no switcher
 *   const { organisations: list, activeId } = await organisations.list()
 *   await organisations.switchTo(id)                       // then reload the page (window.location.assign('/hub'))
 *
 * chosen: switching starts the organisation from its seed (its earlier changes are not kept; one stored demo state
 * holds one organisation), and the state is stored like every demo change, so a reload and every other tab show the
 * organisation switched to. The demo reset ('Demo zurücksetzen') goes back to the normal organisation. The screens
 * hold data read before the switch, so the switcher reloads the page after switchTo resolves.
 */
import type { Backend } from '@kontor/core'

/** An organisation as the switcher lists it (German name and one line; fixtures/src/demo-organisations.ts). */
export interface DemoOrganisationSummary {
  readonly id: string
  readonly name: string
  readonly description: string
}

export interface DemoOrganisationsPort {
  /** The organisations in the switcher's order (the normal one first) and the id of the active one. */
  readonly list: () => Promise<{ readonly organisations: ReadonlyArray<DemoOrganisationSummary>; readonly activeId: string }>
  /** Switches to the organisation `id` (an unknown id rejects and changes nothing). */
  readonly switchTo: (id: string) => Promise<void>
}

const registered = new WeakMap<Backend, DemoOrganisationsPort>()

/** backend.ts registers the demo backend's organisations under the backend it hands out. */
export const registerDemoOrganisations = (backend: Backend, port: DemoOrganisationsPort): Backend => {
  registered.set(backend, port)
  return backend
}

/** The organisations of a demo backend; undefined for any other (HTTP, a test's fake). */
export const demoOrganisationsOf = (backend: Backend): DemoOrganisationsPort | undefined => registered.get(backend)
