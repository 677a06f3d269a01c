/**
 * The actions of the incoming frame messages (hub-and-business-account 2.2, 2.3), shared by the frame pages and the
 * host listener; loaded with the pages, or on the first host message, never with the first load of /.
 */
import type { IncomingFrameMessageType } from '@kontor/core'
import type { NavigateFunction } from 'react-router'
import { BANK_INFO_PATH, BUSINESS_BANK_ACTIVATE_PATH, HUB_PATH } from '../../shared/routes.ts'
import { ONLINE_BANKING_INFO_URL } from './frame-messages.ts'

/**
 * What a frame message does, wherever it arrives (/ftu and /bank, and from an allowed host on any screen: host-messages.ts).
 * `openAddAccount` is null where no dialog can open (the bank info page, the host listener); there the message leads
 * to the hub, whose button opens it.
 */
export const handleFrameMessage = (type: IncomingFrameMessageType, navigate: NavigateFunction, openAddAccount: (() => void) | null): void => {
  switch (type) {
    case 'createFinancialAccount':
    case 'createFinancialAccountLB':
      if (openAddAccount === null) void navigate(HUB_PATH)
      else openAddAccount()
      return
    case 'createLexBankAccount':
      // The business account's activation wizard (hub-and-business-account 2.4).
      void navigate(BUSINESS_BANK_ACTIVATE_PATH)
      return
    case 'moreInfoOnlineBanking':
      window.open(ONLINE_BANKING_INFO_URL, '_blank', 'noopener,noreferrer')
      return
    case 'moreInfoLexBank':
    case 'navigateToInfoPage':
      void navigate(BANK_INFO_PATH)
      return
    case 'CLOSE_SUCCESS':
    case 'CLOSE_CANCEL':
      return // the identification and tax-id embeds' results; not this screen's
  }
}
