/** The notice a page handed over in the navigation's state (frame-notice.ts), above the page, with a close button. */
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useLocation } from 'react-router'
import { readFrameNotice } from './frame-notice.ts'
import { FRAME_TEXTS } from './frame-texts.ts'

export const FrameNotice = () => {
  const location = useLocation()
  const notice = readFrameNotice(location.state)
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const shown = notice !== null && closedFor !== location.key
  return (
    // Always there, so that a screen reader hears the text when it comes.
    <div aria-live="polite">
      {shown && (
        <div className="notice notice-info frame-notice">
          <p>{FRAME_TEXTS.businessAccountLater}</p>
          <Button className="button" onPress={() => setClosedFor(location.key)}>
            {FRAME_TEXTS.closeNotice}
          </Button>
        </div>
      )}
    </div>
  )
}
