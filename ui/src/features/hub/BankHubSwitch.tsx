/**
 * The switch to the new banking app on the hub (hub-and-business-account 1, 3 "Stored locally", 4.10, 6):
 * - with FINANCE_REACT_BANK_HUB the hub sends the user to the new app (NEW_BANKING_URL, the target the status bar's
 *   switch button uses; /prepared sends such users to the app's transfers page the same way);
 * - with FINANCE_REACT_BANK_HUB_SWITCH a banner points to the new app with the deadline 30.07.2025, and the switch
 *   dialog opens by itself once when 14 days or fewer are left (core isBankHubSwitchDialogDue; the switch-info-shown
 *   flag is stored locally when it opens). After the deadline it no longer opens by itself: the banner says the
 *   deadline has passed and its "Mehr erfahren" opens the same dialog.
 * The hub loads this only for users holding one of the two privileges.
 */
import {
  BANK_HUB_SWITCH_INFO_SHOWN_STORAGE_KEY,
  BANK_HUB_SWITCH_INFO_SHOWN_VALUE,
  formatLocalDate,
  isBankHubSwitchDialogDue,
  toBankHubSwitchAction,
  toBankHubSwitchBanner,
} from '@kontor/core'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { BANK_HUB_SWITCH_TEXTS as T } from './hub-dialogs-texts.ts'
import { pageStorage, readLocalValue, writeLocalValue } from './local-values.ts'
import { NEW_BANKING_URL } from './status-bar-constants.ts'

export interface BankHubSwitchProps {
  readonly privileges: ReadonlyArray<string>
  /** Leaves Kontor for the new app; tests replace it. */
  readonly leave?: (url: string) => void
}

const leavePage = (url: string) => window.location.assign(url)

export const BankHubSwitch = ({ privileges, leave = leavePage }: BankHubSwitchProps) => {
  const { clock } = useBackend()
  const action = toBankHubSwitchAction(privileges)
  // Decided once when the hub shows it; the flag is stored when the dialog has opened.
  const [openedByItself] = useState(() =>
    isBankHubSwitchDialogDue(clock, readLocalValue(pageStorage(), BANK_HUB_SWITCH_INFO_SHOWN_STORAGE_KEY), privileges),
  )
  const [dialogOpen, setDialogOpen] = useState(openedByItself)

  useEffect(() => {
    if (openedByItself) writeLocalValue(pageStorage(), BANK_HUB_SWITCH_INFO_SHOWN_STORAGE_KEY, BANK_HUB_SWITCH_INFO_SHOWN_VALUE)
  }, [openedByItself])

  useEffect(() => {
    if (action === 'redirectToNewApp') leave(NEW_BANKING_URL)
  }, [action, leave])

  if (action === 'redirectToNewApp') return <StatusLine>{T.redirecting}</StatusLine>
  const banner = toBankHubSwitchBanner(clock, privileges)
  if (banner === undefined) return null
  const date = formatLocalDate(banner.deadline)
  const text = banner.kind === 'beforeDeadline' ? T.beforeDeadline(banner.daysLeft, date) : T.afterDeadline(date)
  return (
    <section aria-label={T.bannerLabel} className="notice notice-info bank-hub-switch-banner" data-testid="bank-hub-switch-banner">
      <p>{text}</p>
      <Button className="button" onPress={() => setDialogOpen(true)}>
        {T.moreInfo}
      </Button>
      {dialogOpen && (
        <ModalDialog title={T.dialogTitle} onDismiss={() => setDialogOpen(false)} size="small">
          <p>{T.dialogIntro}</p>
          <p>{text}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={() => setDialogOpen(false)}>
              {T.later}
            </Button>
            <Button className="button button-primary" onPress={() => leave(NEW_BANKING_URL)}>
              {T.switchNow}
            </Button>
          </div>
        </ModalDialog>
      )}
    </section>
  )
}
