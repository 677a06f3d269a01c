/** A notice one page hands to the next in the navigation's state (the frame shows it above the page). */
export const FRAME_NOTICE_STATE_KEY = 'kontorFrameNotice'

export type FrameNoticeKind = 'businessAccountLater'

/** The notice a location's state carries, or null. */
export const readFrameNotice = (state: unknown): FrameNoticeKind | null =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FRAME_NOTICE_STATE_KEY] === 'businessAccountLater'
    ? 'businessAccountLater'
    : null
