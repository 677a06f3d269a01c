/**
 * The account a row was booked on: its bank's logo (brandLogoUrlLight, transactions-import-proposals 3) and its name.
 * Without a logo, or when the logo does not load, the initials of the account's name stand in its place.
 */
import { useState } from 'react'
import { TRANSACTION_LIST_TEXTS } from './transactions-texts.ts'

/** Up to two initials of the account's words: 'Geschäftskonto Sparkasse' → 'GS'. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word))
    .slice(0, 2)
    // Upper-cased, then one character again: 'ß' upper-cases to 'SS'.
    .map((word) => [...([...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '').toUpperCase()][0] ?? '')
    .join('')

export const AccountLogo = ({ name, logoUrl }: { readonly name: string; readonly logoUrl: string | null | undefined }) => {
  const [failed, setFailed] = useState(false)
  const hasLogo = logoUrl != null && logoUrl.trim() !== '' && !failed
  return (
    <span className="tx-account">
      {hasLogo ? (
        <img className="tx-account-logo" src={logoUrl} alt={TRANSACTION_LIST_TEXTS.logoOf(name)} width={28} height={28} onError={() => setFailed(true)} />
      ) : (
        <span className="tx-account-logo tx-account-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      <span className="tx-account-name">{name}</span>
    </span>
  )
}
