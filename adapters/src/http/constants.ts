/** Spec leaves this open; chosen: 30 s, because a call that reaches through to a bank can take that long. */
export const HTTP_TIMEOUT_MS = 30_000
