/** The notifications' toasts as the layout mounts them: loaded after the first screen, and never able to break a page. */
import { LazyNotificationToasts } from './lazy.ts'
import { QuietBoundary } from './QuietBoundary.tsx'

export const NotificationToasts = () => (
  <QuietBoundary>
    <LazyNotificationToasts />
  </QuietBoundary>
)
