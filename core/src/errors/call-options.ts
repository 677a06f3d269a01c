/** Options every port operation takes last. Core has no DOM lib, so the signal is described by its shape. */
export interface AbortSignalLike {
  readonly aborted: boolean
  readonly addEventListener: (type: 'abort', listener: () => void) => void
  readonly removeEventListener: (type: 'abort', listener: () => void) => void
}

export interface CallOptions {
  /** Cancels the call: closing a dialog or leaving a page aborts what it started. */
  readonly signal?: AbortSignalLike
}
