/** The GmbH / UG activation wizard (hub-and-business-account 2.4, 4.1 "GmbH flow"); its own engineer builds it. */
import { Button } from 'react-aria-components'
import { BUSINESS_ACCOUNT_TEXTS as T } from '../business-account-texts.ts'

export default function GmbhWizard(props: { organizationType: string; onLeave: () => void }) {
  return (
    <section className="wizard-step" aria-label={props.organizationType}>
      <p>{T.gmbhComesNext}</p>
      <Button className="button" onPress={props.onLeave}>
        {T.chooseOtherType}
      </Button>
    </section>
  )
}
