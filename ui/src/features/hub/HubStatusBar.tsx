/**
 * The hub's status bar (hub-and-business-account 2.1 "Status bar buttons", 4.10, 6): refresh, add account, new
 * transfer, new scheduled transfer, new standing order, activate business account, switch to new banking, help.
 * Every button is a react-aria Button (keyboard and screen reader); the transfer buttons open the transfer dialog with
 * its mode preset, through the session hand-over the cards use.
 */
import { toBankHubSwitchAction, type TransferMode } from '@kontor/core'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { useBackend } from '../../shared/useBackend.ts'
import { storeTransferHandOver } from '../transfer/index.ts'
import { HELP_PATH, NEW_BANKING_URL } from './status-bar-constants.ts'
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
  const [activateHintShown, setActivateHintShown] = useState(false)
  const openTransfer = (mode: TransferMode, label: string) => {
    const address = storeTransferHandOver(sessionStorage, { financialAccountId: null, mode, dialogTitle: label }, clock.now().getTime())
    setStorageRefused(address === undefined)
    if (address !== undefined) void navigate(address)
  }
  const switchShown = privileges !== undefined && toBankHubSwitchAction(privileges) === 'showSwitchButton'
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
      {/*
        /bnk/activate comes with the business account's own issue: the button says so instead of leading nowhere. Its
        hint shows beside it on hover and keyboard focus (CSS, no tooltip library in the hub's first load) and is its
        description for screen readers.
      */}
      <span className="status-bar-unavailable">
        <Button className="button button-unavailable" aria-describedby="status-bar-activate-hint" onPress={() => setActivateHintShown(true)}>
          {STATUS_BAR_TEXTS.activateBusinessAccount}
        </Button>
        <span id="status-bar-activate-hint" role="tooltip" className={activateHintShown ? 'status-bar-hint status-bar-hint-shown' : 'status-bar-hint'}>
          {STATUS_BAR_TEXTS.activateBusinessAccountLater}
        </span>
      </span>
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
