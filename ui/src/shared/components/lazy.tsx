/**
 * Code that loads only when it is first shown (React.lazy), so the hub's first load does not carry it: the dialogs
 * (wizard, edit, bank credentials) and the pages a user reaches by a link or a return from a bank. While the code
 * loads, a German status line says so. A dialog's opener keeps the focus meanwhile (the status line takes none), so
 * focus still goes back to it when the dialog closes.
 */
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react'
import { COMMON_TEXTS } from '../shared-texts.ts'
import { StatusLine } from './StatusLine.tsx'

/** A component that loads `load`'s component on first use and shows `fallback` inside its own Suspense boundary. */
const lazyWithFallback = <P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ((props: P) => JSX.Element) => {
  const Loaded = lazy(async () => ({ default: await load() }))
  const LazyComponent = (props: P) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  )
  return LazyComponent
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
export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyWithFallback(load, <DialogLoading />)

/** A page loaded when its route is first shown. */
export const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyWithFallback(load, <StatusLine>{COMMON_TEXTS.loadingPage}</StatusLine>)
