/**
 * Opening and closing a row's assignment panel in the address (its id in OPEN_TRANSACTION_PARAM, so a reload reopens
 * it). Opening adds a history entry; closing goes back in the history when this list opened the panel, so the next
 * "back" leaves the list instead of showing the same list again (a replace left the list's address twice in the
 * history). A panel that came with the address (a link, a new tab) closes by replacing it.
 */
import { useLocation, useNavigate } from 'react-router'

/** What the history entry of a panel opened from its list carries (a reload keeps it). */
interface OpenedFromList {
  readonly openedFromList: true
}

const isOpenedFromList = (state: unknown): state is OpenedFromList =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).openedFromList === true

/** `addressOf(id)` is the list's address with that row open, `addressOf(null)` the list's address. */
export const useOpenRowAddress = (addressOf: (openId: string | null) => string) => {
  const navigate = useNavigate()
  const { pathname, state } = useLocation()
  const open = (id: string) => void navigate(`${pathname}${addressOf(id)}`, { state: { openedFromList: true } satisfies OpenedFromList })
  const close = () => void (isOpenedFromList(state) ? navigate(-1) : navigate(`${pathname}${addressOf(null)}`, { replace: true }))
  return { open, close }
}
