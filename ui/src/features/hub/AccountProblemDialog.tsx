/**
 * The account error dialog behind a card's problem link (hub-and-business-account 2.1 "account error dialog", 2.6
 * "show error", 4.6 "Account sync errors show a problem link"): the whole problem, which a card may cut short, and the
 * repair the card offers.
 */
import type { AccountRepairAction, FinancialAccount } from '@kontor/core'
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { AccountRepairButton, problemOf } from './AccountCard.tsx'
import { HUB_TEXTS } from './hub-texts.ts'

export const AccountProblemDialog = ({
  account,
  onRepair,
  onClose,
}: {
  readonly account: FinancialAccount
  readonly onRepair: (account: FinancialAccount, repair: AccountRepairAction) => void
  readonly onClose: () => void
}) => (
  <ModalDialog title={HUB_TEXTS.errorDialogTitle(account.name)} onDismiss={onClose} dismissOnOutsideClick>
    <p className="account-problem-text">{problemOf(account)}</p>
    <div className="dialog-actions">
      <Button className="button" onPress={onClose}>
        {HUB_TEXTS.close}
      </Button>
      <AccountRepairButton account={account} onRepair={onRepair} />
    </div>
  </ModalDialog>
)
