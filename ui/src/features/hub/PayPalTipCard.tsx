/**
 * The PayPal tip (hub-and-business-account 2.1, 4.5, 6 INFO_PAYPAL_NOTCONNECTED): a tile of its own beside the state
 * cards, shown while the privilege is held, that leads to the add-account dialog at its PayPal step
 * (/hub/paypal/create, without a financialAccountId: a new connection). Once PayPal is connected the server drops the
 * privilege (accounts-and-transfers 6), and the tile goes with it.
 * Chosen: no "hide" control — the spec names no setting for it (the teaser has hideLexBankTeaser, the tip none).
 */
import { Link } from 'react-router'
import { PAYPAL_CREATE_PATH } from '../../shared/routes.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const PayPalTipCard = () => (
  <StateCard kind="payPalTip" title={STATE_CARD_TEXTS.payPalTitle} tone="info">
    <p>{STATE_CARD_TEXTS.payPalBody}</p>
    <Link className="button button-primary" to={PAYPAL_CREATE_PATH}>
      {STATE_CARD_TEXTS.payPalConnect}
    </Link>
  </StateCard>
)
