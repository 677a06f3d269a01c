/**
 * /bnk and /bnk/activate (hub-and-business-account 2.4, 6): without FINANCE_LEXBANK_READ the user goes to the hub;
 * /bnk leads on to /bnk/activate, which holds the start and then the sole trader or the GmbH wizard (a GmbH or UG,
 * isLimitedCompanyType). The started wizard is remembered for a reload of the page.
 */
import { isLimitedCompanyType, toBankRouteDecision, toSoleWizardVariant, type SoleWizardVariant } from '@kontor/core'
import { lazy, Suspense, useState } from 'react'
import { I18nProvider } from 'react-aria-components'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { BUSINESS_BANK_ACTIVATE_PATH, HUB_PATH } from '../../shared/routes.ts'
import { usePrivileges } from '../../shared/privileges.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { readStartedActivation, writeStartedActivation } from './activation-start.ts'
import { cancelActivation } from './business-account.effects.ts'
import { BUSINESS_ACCOUNT_TEXTS as T } from './business-account-texts.ts'
import { StartStep } from './StartStep.tsx'
import './business-account.css'
import { readBankAccountState } from '../../shared/reads.ts'

const GmbhWizard = lazy(() => import('./gmbh/GmbhWizard.tsx'))
const SoleWizard = lazy(() => import('./SoleWizard.tsx'))

export const BusinessAccountPage = () => {
  const privileges = usePrivileges()
  const { pathname } = useLocation()
  if (privileges === undefined) return <p role="status" className="status-line">{T.loading}</p>
  if (toBankRouteDecision('bankRoute', privileges) === 'redirectToHub') return <Navigate to={HUB_PATH} replace />
  if (pathname !== BUSINESS_BANK_ACTIVATE_PATH) return <Navigate to={BUSINESS_BANK_ACTIVATE_PATH} replace />
  return <ActivationPage />
}

const ActivationPage = () => {
  const navigate = useNavigate()
  const backend = useBackend()
  const [started, setStarted] = useState<string | null>(() => readStartedActivation(sessionStorage))
  const [lastType, setLastType] = useState<string | null>(started)
  // The sole trader wizard's variant comes from the bank (2.4 KYC flag: core toSoleWizardVariant). chosen: a failed
  // read opens the classic flow rather than blocking the activation.
  // Its open compliance questions choose the sole trader wizard's variant (2.4 KYC flag).
  const accountState = useRead(readBankAccountState(backend), backend).state
  const soleVariant: SoleWizardVariant | null =
    accountState.status === 'loading' ? null : accountState.status === 'loaded' ? toSoleWizardVariant(accountState.value.pendingComplianceQuestions) : 'classic'
  const start = (organizationType: string) => {
    writeStartedActivation(sessionStorage, organizationType)
    setLastType(organizationType)
    setStarted(organizationType)
  }
  const leave = () => {
    writeStartedActivation(sessionStorage, null)
    setStarted(null)
  }
  const leaveToHub = () => {
    writeStartedActivation(sessionStorage, null)
    void navigate(HUB_PATH)
  }
  return (
    <I18nProvider locale="de-DE">
      <main className="business-account-page">
        <h1 className="page-title">{T.pageTitle}</h1>
        {started === null ? (
          <StartStep
            initialType={lastType}
            onStart={start}
            onFatcaCancel={() => {
              // 4.1: cancel resets the person; whatever an earlier activation left is cleared (best effort, then the hub).
              void cancelActivation(backend).finally(leaveToHub)
            }}
          />
        ) : (
          <Suspense fallback={<p role="status" className="status-line">{T.loading}</p>}>
            {isLimitedCompanyType(started) ? (
              <GmbhWizard organizationType={started} onLeave={leave} />
            ) : soleVariant === null ? (
              <p role="status" className="status-line">
                {T.loading}
              </p>
            ) : (
              <SoleWizard organizationType={started} variant={soleVariant} onLeave={leave} onLeaveToHub={leaveToHub} />
            )}
          </Suspense>
        )}
      </main>
    </I18nProvider>
  )
}
