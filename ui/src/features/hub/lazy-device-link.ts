/**
 * The device-link dialog (4.3), loaded when it first opens. Its own file, as two cards open it (MFA required, person
 * onboarding) and lazy.ts loads the cards.
 */
import { lazyDialog } from '../../shared/components/lazy.tsx'

export const LazyDeviceLinkDialog = lazyDialog(() => import('./DeviceLinkDialog.tsx').then((m) => m.DeviceLinkDialog))
