/**
 * HubPort as requests of the routes table (spec: hub-and-business-account 7, the hub's calls), over any transport, as
 * proposal-port.ts does for the proposals: every request written, and every answer's codec named, once.
 */
import {
  BankAccountStateCodec,
  FallbackCardSettingsCodec,
  MfaStateCodec,
  SeizureListCodec,
  SeizureTransferPayloadCodec,
  SeizureTransferResultCodec,
  TermsConsentRequestCodec,
  UserSettingCodec,
  UserSettingListCodec,
  UserSettingValueBodyCodec,
  type HubPort,
} from '@kontor/core'
import { EmptyAnswerCodec } from './answer-codecs.ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'

export const createHubPort = (send: Send): HubPort => ({
  getAccountState: (opts) => send(ROUTES.getAccountState, BankAccountStateCodec, {}, opts),
  listSeizures: (opts) => send(ROUTES.listSeizures, SeizureListCodec, {}, opts),
  createSeizureTransfer: (body, opts) =>
    send(ROUTES.createSeizureTransfer, SeizureTransferResultCodec, { json: SeizureTransferPayloadCodec.encode(body) }, opts),
  listUserSettings: (opts) => send(ROUTES.listUserSettings, UserSettingListCodec, {}, opts),
  getUserSetting: (key, opts) => send(ROUTES.getUserSetting, UserSettingCodec, { params: { key } }, opts),
  saveUserSetting: (key, value, opts) => send(ROUTES.saveUserSetting, EmptyAnswerCodec, { params: { key, value } }, opts),
  saveUserSettingValue: (key, value, opts) =>
    send(ROUTES.saveUserSettingValue, EmptyAnswerCodec, { params: { key }, json: UserSettingValueBodyCodec.encode({ value }) }, opts),
  hideTeaser: (opts) => send(ROUTES.hideTeaser, EmptyAnswerCodec, {}, opts),
  getFallbackCardSettings: (opts) => send(ROUTES.getFallbackCardSettings, FallbackCardSettingsCodec, {}, opts),
  saveFallbackCardSettings: (settings, opts) =>
    send(ROUTES.saveFallbackCardSettings, FallbackCardSettingsCodec, { json: FallbackCardSettingsCodec.encode(settings) }, opts),
  sendDeviceLinkPush: (opts) => send(ROUTES.sendDeviceLinkPush, EmptyAnswerCodec, {}, opts),
  getMfaState: (opts) => send(ROUTES.getMfaState, MfaStateCodec, {}, opts),
  startMfaActivation: (opts) => send(ROUTES.startMfaActivation, EmptyAnswerCodec, {}, opts),
  acceptTerms: (opts) =>
    send(ROUTES.decideTermsConsent, BankAccountStateCodec, { json: TermsConsentRequestCodec.encode({ action: 'ACCEPT' }) }, opts),
  completeOnboarding: (businessId, opts) => send(ROUTES.completeOnboarding, EmptyAnswerCodec, { params: { businessId } }, opts),
})
