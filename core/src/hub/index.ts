/**
 * The public API of the hub area (spec: hub-and-business-account 2.1–2.6, 3, 4.4–4.13, 5, 6, 8 and 9). The privileges
 * the hub gates on are their own area (privileges/), since accounts reads them too.
 */
export * from './account-cards.ts'
export { decideHubAccountPoll } from './account-sync-polling.ts'
export * from './constants.ts'
export {
  HUB_SUCCESS_NOTICES,
  toAccountBalanceDisplay,
  toClipboardCopyNotice,
  type AccountBalanceAccess,
  type AccountBalanceDisplay,
  type AccountBalanceInput,
} from './account-balance.ts'
export {
  HUB_STATE_CARDS,
  isBusinessAccountActivationOffered,
  isMfaRequiredCardShown,
  selectHubCards,
  toHubCardConditions,
  type HubCardConditions,
  type HubCardContext,
  type HubCardSelection,
  type HubStateCard,
} from './card-precedence.ts'
export { toBankTransferDueLabel } from './due-labels.ts'
export { KNOWN_LOCKING_REASONS, toLockingReasonDisplay, type LockingReasonDisplay } from './locking-reason.ts'
export {
  DEFAULT_FALLBACK_CARD_SETTINGS,
  fromFallbackCardSettingsValue,
  hiddenFallbackCardAccountIds,
  toSavedFallbackCardSettings,
  isFallbackCardAccountHidden,
  selectFallbackCardAccounts,
  toFallbackCardSettingsValue,
} from './fallback-card.ts'
export { FINANCE_EVENTS, FinanceEventCodec, isFinanceEvent, toFinanceEventDelayMs, type FinanceEvent } from './finance-events.ts'
export { hubMessages, type HubMessage, type HubMessageKey } from './messages.ts'
export {
  BankAccountStateCodec,
  BankTransferSummaryCodec,
  EMPTY_BANK_ACCOUNT_STATE,
  FALLBACK_CARD_ACCOUNT_MODES,
  FallbackCardAccountModeCodec,
  FallbackCardSettingsCodec,
  isTermsDeadlineText,
  LockedAccountCodec,
  PlannedBankTransferCodec,
  PlannedBankTransferListCodec,
  StandingOrderDeletionResultCodec,
  TERMS_CONSENT_STATES,
  TermsConsentInformationCodec,
  TermsDeadlineCodec,
  type BankAccountState,
  type BankAccountStateWire,
  type BankTransferSummary,
  type FallbackCardAccountMode,
  type FallbackCardSettings,
  type LockedAccount,
  type PlannedBankTransfer,
  type PlannedBankTransferWire,
  type StandingOrderDeletionResult,
  type TermsConsentInformation,
  type TermsConsentState,
  type TermsDeadline,
  type TermsDeadlineBrand,
} from './model.ts'
export {
  countPlannedPayments,
  hasPlannedTransferError,
  isStandingOrderDeletionDeclined,
  toScheduledTransferDisplay,
  toPlannedReoccurrenceLabel,
  toStandingOrderDeletionNotice,
  toStandingOrderDisplay,
  type PlannedPaymentCounts,
  type ScheduledTransferDisplay,
  type StandingOrderDisplay,
} from './planned-items.ts'
export {
  isProfileTypeDialogDue,
  selectProfileTypeDialogAccounts,
  toProfileTypeDialogQuestion,
  type ProfileTypeDialogAccount,
  PROFILE_TYPE_DIALOG_FIELD,
  toProfileTypeDialogDecision,
  toProfileTypeDialogLastAppearanceValue,
  toProfileTypeDialogStorageKey,
  validateProfileTypeSelection,
  type ProfileTypeChoice,
  type ProfileTypeDialogDecision,
  type ProfileTypeDialogReason,
  type SelectedProfileType,
} from './profile-type-dialog.ts'
export {
  APPROVAL_FOOTER_REAPPEAR_DELAY_MS,
  APPROVAL_LIST_REFRESH_DELAY_MS,
  BANK_HUB_SWITCH_DEADLINE_DATE,
  BANK_HUB_SWITCH_DIALOG_LEAD_DAYS,
  HUB_TRANSFER_LIST_PAGE_SIZE,
  CASH_DISCOUNT_PERCENT_FRACTION_DIGITS,
  DUE_DATE_WARNING_DAYS,
  HUB_BANK_SYNC_POLL_INTERVAL_MS,
  HUB_CSV_IMPORT_REFRESH_DELAY_MS,
  HUB_IMPORT_STATUS_POLL_INTERVAL_MS,
  PENDING_COUNTS_REFRESH_DELAY_MS,
  PROFILE_TYPE_DIALOG_MIN_INTERVAL_DAYS,
} from './rules-constants.ts'
export {
  BANK_HUB_SWITCH_INFO_SHOWN_STORAGE_KEY,
  toBankHubSwitchBanner,
  type BankHubSwitchBanner,
  BANK_HUB_SWITCH_INFO_SHOWN_VALUE,
  countBankHubSwitchDaysLeft,
  isBankHubSwitchDialogDue,
  isBankHubSwitchInfoShown,
} from './switch-dialog.ts'
export { isTaxIdFormForwardDisabled } from './tax-id-form.ts'
export {
  HUB_TRANSFER_LIST_TAB_LABELS,
  HUB_TRANSFER_LIST_TABS,
  countHubTransferListPages,
  normalizeHubTransferListPageNumber,
  PREPARED_TRANSFER_DIALOG_TITLES,
  toPreparedTransferHandOver,
  type HubTransferListTab,
} from './transfer-lists.ts'
export {
  isMissingMfaError,
  startTransferDeletion,
  toTransferDeletionNotice,
  transitionTransferDeletion,
  type TransferDeletionEffect,
  type TransferDeletionEvent,
  type TransferDeletionState,
  type TransferDeletionTarget,
  type TransferDeletionTransition,
} from './transfer-deletion-flow.ts'
export {
  HUB_TRANSFER_ACTION_TRANSFER,
  HUB_TRANSFER_LIST_STATUS_LABELS,
  HUB_TRANSFER_LIST_STATUSES,
  canTransferBankTransfer,
  toBankTransferStatusDisplay,
  type BankTransferErrorText,
  type HubTransferListStatus,
  type BankTransferStatusDisplay,
  type BankTransferStatusInput,
} from './transfer-status.ts'
export {
  TERMS_CONSENT_CLASSES,
  classifyTermsConsent,
  isTermsConsentCardShown,
  isTermsDeadlinePassed,
  type TermsConsentClass,
} from './terms-consent.ts'
export {
  formatCashDiscountPercent,
  toCashDiscountPercent,
  toVoucherCardAmounts,
  toVoucherCardCashDiscountText,
  toVoucherCashDiscountHint,
  toVoucherLink,
  type VoucherCardAmounts,
  type VoucherCardInput,
} from './voucher-card.ts'
export {
  NOTIFICATION_POLL_PRIVILEGE,
  isNotificationPollAllowed,
  readNotificationAnswer,
  toNotificationFinanceEvents,
  toNotificationMessage,
  isNotificationToastShown,
  APPROVAL_NOTIFICATION_QUIET_AFTER_PANEL_MS,
  toNotificationQueryFrom,
  type NotificationCursor,
  type NotificationPollStep,
} from './notification-polling.ts'
export { NOTIFICATION_CALL_TIMEOUT_MS } from './rules-constants.ts'
export { HUB_WORK_CARDS, toHubWorkCards, type HubWorkCard, type HubWorkCardKind } from './work-cards.ts'
export {
  balanceSeriesStart,
  dailyBalanceSeries,
  summariseBalanceSeries,
  toBalanceChartPoints,
  toSvgPath,
  type BalanceSeriesSummary,
  type ChartPoint,
  type DailyBalance,
  type DatedAmount,
} from './balance-series.ts'
export {
  HIDE_TEASER_SETTING_KEY,
  MfaStateCodec,
  SeizureTransferResultCodec,
  TERMS_CONSENT_ACTIONS,
  TermsConsentActionCodec,
  TermsConsentRequestCodec,
  USER_SETTING_KEYS,
  UserSettingCodec,
  UserSettingListCodec,
  UserSettingValueBodyCodec,
  type MfaState,
  type SeizureTransferResult,
  type TermsConsentAction,
  type TermsConsentRequest,
  type UserSetting,
  type UserSettingKey,
  type UserSettingValueBody,
} from './wire.ts'
export { ORGANISATION_PATH_SEGMENT, toOrganisationPathPrefix, type OrganisationPathPrefix } from './organisation-path.ts'
