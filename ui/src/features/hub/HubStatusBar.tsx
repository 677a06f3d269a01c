/**
 * The hub's status bar (hub-and-business-account 2.1 "Status bar buttons", 4.10, 6): refresh, add account, new
 * transfer, new scheduled transfer, new standing order, activate business account (only while the bank has no
 * business account of the user and none is being opened: core isBusinessAccountActivationOffered), switch to new
 * banking, help.
 * Every button is a react-aria Button (keyboard and screen reader); the transfer buttons open the transfer dialog with
 * its mode preset, through the session hand-over the cards use.
 */
import { toBankHubSwitchAction, type TransferMode } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { Link, useNavigate } from 'react-router'
import { BUSINESS_BANK_ACTIVATE_PATH } from '../../shared/routes.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { storeTransferHandOver } from '../transfer/index.ts'
import { HELP_PATH, NEW_BANKING_URL } from './status-bar-constants.ts'
import { hubActivationOfferedAtom } from './state-cards.atoms.ts'
import { STATUS_BAR_TEXTS } from './status-bar-texts.ts'

const TRANSFER_BUTTONS: ReadonlyArray<{ readonly mode: TransferMode; readonly label: string }> = [
  { mode: 'single', label: STATUS_BAR_TEXTS.newTransfer },
  { mode: 'scheduled', label: STATUS_BAR_TEXTS.newScheduledTransfer },
  { mode: 'standingOrder', label: STATUS_BAR_TEXTS.newStandingOrder },
]

export interface HubStatusBarProps {
  /** The privileges, or undefined while they are read (the switch button waits for them). */
  readonly privileges: ReadonlyArray<string> | undefined
  readonly onRefresh: () => void
  readonly onAddAccount: () => void
  /** Leaves Kontor (the switch to the new banking app); tests replace it. */
  readonly leave?: (url: string) => void
}

export const HubStatusBar = ({ privileges, onRefresh, onAddAccount, leave = (url) => window.location.assign(url) }: HubStatusBarProps) => {
  const navigate = useNavigate()
  const { clock } = useBackend()
  const [storageRefused, setStorageRefused] = useState(false)
  const openTransfer = (mode: TransferMode, label: string) => {
    const address = storeTransferHandOver(sessionStorage, { financialAccountId: null, mode, dialogTitle: label }, clock.now().getTime())
    setStorageRefused(address === undefined)
    if (address !== undefined) void navigate(address)
  }
  const switchShown = privileges !== undefined && toBankHubSwitchAction(privileges) === 'showSwitchButton'
  // Decided by the state cards from the account state they read (core isBusinessAccountActivationOffered).
  const activationOffered = useAtomValue(hubActivationOfferedAtom)
  return (
    <div role="toolbar" aria-label={STATUS_BAR_TEXTS.label} className="toolbar status-bar">
      <Button className="button" onPress={onRefresh}>
        {STATUS_BAR_TEXTS.refresh}
      </Button>
      <Button className="button" onPress={onAddAccount}>
        {STATUS_BAR_TEXTS.addAccount}
      </Button>
      {TRANSFER_BUTTONS.map(({ mode, label }) => (
        <Button key={mode} className="button" onPress={() => openTransfer(mode, label)}>
          {label}
        </Button>
      ))}
      {/* The business account's activation (hub-and-business-account 2.4): a link, so it opens in a new tab too. */}
      {activationOffered && (
        <Link className="button" to={BUSINESS_BANK_ACTIVATE_PATH}>
          {STATUS_BAR_TEXTS.activateBusinessAccount}
        </Link>
      )}
      {switchShown && (
        <Button className="button" onPress={() => leave(NEW_BANKING_URL)}>
          {STATUS_BAR_TEXTS.switchToNewBanking}
        </Button>
      )}
      <a className="link" href={HELP_PATH} target="_blank" rel="noopener" aria-label={STATUS_BAR_TEXTS.helpLabel}>
        {STATUS_BAR_TEXTS.help}
      </a>
      {storageRefused && (
        <p role="alert" className="notice notice-error">
          {STATUS_BAR_TEXTS.storageRefused}
        </p>
      )}
    </div>
  )
}
