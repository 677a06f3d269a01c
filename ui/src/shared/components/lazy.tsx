/**
 * Code that loads only when it is first shown (React.lazy), so the hub's first load does not carry it: the dialogs
 * (wizard, edit, confirmations, bank credentials), the pages a user reaches by a link or a return from a bank, and the
 * error notice of a page's first screen (the error texts and the parser of a server's text). While the code loads, a
 * German status line says so. A dialog's opener keeps the focus meanwhile (the status line takes none), so focus
 * still goes back to it when the dialog closes.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react'
import { COMMON_TEXTS } from '../shared-texts.ts'
import { StatusLine } from './StatusLine.tsx'

/** The load of every lazy dialog and notice, so that all of them can be loaded ahead (preloadLazyComponents). */
const loads = new Set<() => Promise<unknown>>()

/**
 * Loads the code of every lazy dialog and notice made so far, and of those that code makes, until there are no more;
 * each then renders at once when it opens. Tests call this before they render (an app could when idle). Pages are
 * left out: they load when their route is first shown.
 */
export const preloadLazyComponents = async (): Promise<void> => {
  const done = new Set<() => Promise<unknown>>()
  for (let pending = [...loads]; pending.length > 0; pending = [...loads].filter((load) => !done.has(load))) {
    pending.forEach((load) => done.add(load))
    await Promise.all(pending.map((load) => load()))
  }
}

/**
 * A component that loads `load`'s component on first use and shows `fallback` inside its own Suspense boundary. Once
 * the code is there, a new mount renders it at once, without the fallback for a frame.
 */
/** A lazy component; `preload` fetches its code ahead, e.g. while the data it will show is being read. */
export type LazyComponent<P extends object> = ((props: P) => JSX.Element) & { readonly preload: () => void }

const lazyWithFallback = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  preloadable: boolean,
): LazyComponent<P> => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined // a chunk that failed to load is asked for again next time
        throw error
      },
    ))
  if (preloadable) loads.add(loadOnce)
  const Loaded = lazy(async () => ({ default: await loadOnce() }))
  const LazyComponent = (props: P) => {
    // Chosen once per mount: switching from the Suspense path to the direct one would mount the component twice.
    const [Ready] = useState(() => loaded)
    return Ready !== undefined ? (
      <Ready {...props} />
    ) : (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  // A failed preload is not an error yet: the render that needs the code asks again and shows what went wrong.
  return Object.assign(LazyComponent, { preload: () => void loadOnce().catch(() => undefined) })
}

/** Over the page, where the dialog is about to open. */
const DialogLoading = () => (
  <div className="modal-overlay">
    <div className="modal">
      <StatusLine>{COMMON_TEXTS.loadingDialog}</StatusLine>
    </div>
  </div>
)

/**
 * A dialog loaded when it first opens.
 * @example export const LazyEditAccountDialog = lazyDialog(() => import('./EditAccountDialog.tsx').then((m) => m.EditAccountDialog))
 */
export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyWithFallback(load, <DialogLoading />, true)

/**
 * A page loaded when its route is first shown. Not by Suspense: React holds back the content of a Suspense boundary
 * until 300 ms after its fallback was shown (FALLBACK_THROTTLE_MS), so a page whose code came at once still waited,
 * and its reads started only then (issue 12's benchmark). Here the code's arrival is an ordinary update, shown at once.
 */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> & { readonly isLoaded: () => boolean } => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined // a chunk that failed to load is asked for again next time
        throw error
      },
    ))
  const LazyPage = (props: P) => {
    const [state, setState] = useState<{ readonly Page: ComponentType<P> | undefined; readonly error?: unknown }>(() => {
      // The code starts loading with the first render, not a frame later with the effect that waits for it.
      if (loaded === undefined) loadOnce().catch(() => undefined)
      return { Page: loaded }
    })
    useEffect(() => {
      if (state.Page !== undefined || state.error !== undefined) return undefined
      let live = true
      loadOnce().then(
        (Page) => live && setState({ Page }),
        (error: unknown) => live && setState({ Page: undefined, error }),
      )
      return () => {
        live = false
      }
    }, [state])
    // A chunk that failed to load goes to the error boundary, as React.lazy's would.
    if (state.error !== undefined) throw state.error
    const { Page } = state
    return Page !== undefined ? <Page {...props} /> : <StatusLine>{COMMON_TEXTS.loadingPage}</StatusLine>
  }
  return Object.assign(LazyPage, { preload: () => void loadOnce().catch(() => undefined), isLoaded: () => loaded !== undefined })
}

/**
 * A part of a page that shows only once its data is there (the hub's account cards): its code loads meanwhile, and
 * should it still be loading, `loadingText` says so as the page's status line did.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, loadingText: string) =>
  lazyWithFallback(load, <StatusLine>{loadingText}</StatusLine>, true)

/**
 * A part of a page that may come a moment after the rest (a list's filters): `placeholder` holds its place meanwhile,
 * without a status line, so what the page is for shows without waiting for the part's heavier code.
 */
export const lazyQuietPart = <P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode) =>
  lazyWithFallback(load, placeholder, true)

/**
 * ErrorNotice for a page's first screen: describing an error needs the error catalogue and, for a server's error
 * text, an HTML parser, which load only when an error is shown. Dialogs use ErrorNotice itself (they load lazily).
 */
export const LazyErrorNotice = lazyWithFallback(
  () => import('./ErrorNotice.tsx').then((m) => m.ErrorNotice),
  <StatusLine>{COMMON_TEXTS.loading}</StatusLine>,
  true,
)
