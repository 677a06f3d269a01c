/**
 * The row whose assignment panel is open. A change made in the panel can take the row off the list it was opened
 * from (assigned on "Nicht zugeordnet", unignored on "Ausgeblendete Umsätze", booked on "Vorgemerkt"): the list reads
 * again and no longer holds it. The panel stays open on the row as last seen until the user closes it, so the
 * success notice and the new state show. An address naming a row the list never held (an old link) finds nothing.
 */
import { useState } from 'react'

export const useKeptOpenRow = <T>(openId: string | null, rows: ReadonlyArray<T>, idOf: (row: T) => string): T | undefined => {
  const [kept, setKept] = useState<T | undefined>(undefined)
  const found = openId === null ? undefined : rows.find((row) => idOf(row) === openId)
  // Remembered while rendering (React's pattern for state derived from props): at most once per new row object.
  if (found !== undefined && found !== kept) setKept(found)
  return found ?? (kept !== undefined && openId !== null && idOf(kept) === openId ? kept : undefined)
}
