/**
 * When an approval panel last said "Die Vorschläge wurden übernommen." (ms on the backend's Clock), so that the
 * notification of the same approval does not say it a second time as a toast (hub NotificationToasts).
 */
import { atom } from 'jotai'

export const approvalSuccessShownAtAtom = atom<number | null>(null)
