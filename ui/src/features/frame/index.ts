/**
 * The frame around every screen (hub-and-business-account 2.1–2.3, 6): the first-time check and the 403 guard the
 * layout mounts, the notice a page hands to the next, and the lazily loaded pages /ftu, /noaccess and /bank. The
 * app imports only this.
 */
export { FrameGuards } from './FrameGuards.tsx'
export { loadFramePages } from './lazy.ts'
export { isFirstTimeCheckSkipped } from './first-time-paths.ts'
