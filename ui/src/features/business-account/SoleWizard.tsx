/** The sole trader's activation wizard (hub-and-business-account 2.4, 4.1 "Sole flow"). */
import { BUSINESS_ACCOUNT_TEXTS as T } from './business-account-texts.ts'

export interface SoleWizardProps {
  readonly organizationType: string
  /** Back from the first step: the start again. */
  readonly onLeave: () => void
  /** Cancelled or finished: the hub. */
  readonly onLeaveToHub: () => void
}

export default function SoleWizard(props: SoleWizardProps) {
  return <p aria-label={props.organizationType}>{T.loading}</p>
}
