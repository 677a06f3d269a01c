/**
 * The profile-type dialog (hub-and-business-account 4.11, 5, 3 "Stored locally"): asks which accounts are used for
 * business, privately or mixed (usingProfileType), at most once per day per organisation. The hub mounts
 * ProfileTypeDialogDoor after its accounts are read; the door decides once per visit of the hub (core
 * toProfileTypeDialogQuestion), stores the appearance when the dialog opens, and saves each chosen account through
 * the account update (PUT v102/financialAccounts/{id}, the whole account body with the new usage).
 * A failed save keeps the dialog and every choice; accounts saved before the failure are not sent again.
 */
import {
  messageForValidationIssue,
  toProfileTypeDialogLastAppearanceValue,
  toProfileTypeDialogQuestion,
  toProfileTypeDialogStorageKey,
  USING_PROFILE_TYPES,
  validateProfileTypeSelection,
  type BackendError,
  type FinancialAccount,
  type UsingProfileType,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { activeOrganisationAtom } from '../../shared/active-organisation.atoms.ts'
import { RadioGroupField } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { USING_PROFILE_TYPE_LABELS } from '../accounts/index.ts'
import { PROFILE_TYPE_DIALOG_TEXTS as T } from './hub-dialogs-texts.ts'
import { saveAccountProfileType } from './hub.effects.ts'
import { pageStorage, readLocalValue, writeLocalValue } from './local-values.ts'
import { resolveOrganisationKey } from './organisation-key.ts'
import { SaveDialogFooter } from './SaveDialogFooter.tsx'

const NOT_CHOSEN = 'none'
type ChoiceKey = UsingProfileType | typeof NOT_CHOSEN
const CHOICE_OPTIONS = [
  ...USING_PROFILE_TYPES.map((type) => ({ id: type as ChoiceKey, label: USING_PROFILE_TYPE_LABELS[type] })),
  { id: NOT_CHOSEN as ChoiceKey, label: T.notChosen },
]

export interface ProfileTypeDialogProps {
  readonly accounts: ReadonlyArray<FinancialAccount>
  /** Saves one account (the account update of the banking port). */
  readonly save: (account: FinancialAccount, usingProfileType: UsingProfileType) => Promise<E.Either<BackendError, FinancialAccount>>
  /** After every chosen account was saved; `count` accounts changed. */
  readonly onSaved: (count: number) => void
  readonly onClose: () => void
}

export const ProfileTypeDialog = ({ accounts, save, onSaved, onClose }: ProfileTypeDialogProps) => {
  const [choices, setChoices] = useState<Readonly<Record<string, ChoiceKey>>>({})
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set())
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const [error, setError] = useState<BackendError | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    const validated = validateProfileTypeSelection(
      accounts.map((a) => {
        const choice = choices[a.financialAccountId] ?? NOT_CHOSEN
        return { financialAccountId: a.financialAccountId, usingProfileType: choice === NOT_CHOSEN ? null : choice }
      }),
    )
    if (E.isLeft(validated)) {
      setFieldError(validated.left.map(messageForValidationIssue).join(' '))
      return
    }
    setFieldError(undefined)
    setError(undefined)
    setSaving(true)
    const done = new Set(savedIds)
    try {
      for (const selected of validated.right) {
        if (done.has(selected.financialAccountId)) continue
        const account = accounts.find((a) => a.financialAccountId === selected.financialAccountId)
        if (account === undefined) continue
        const result = await save(account, selected.usingProfileType)
        if (E.isLeft(result)) {
          setError(result.left)
          return
        }
        done.add(selected.financialAccountId)
        setSavedIds(new Set(done))
      }
      onSaved(validated.right.length)
    } finally {
      setSaving(false)
    }
  }

  return (
    <ModalDialog title={T.title} onDismiss={saving ? null : onClose} size="medium" className="profile-type-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!saving) void submit()
        }}
      >
        <p>{T.intro}</p>
        <fieldset className="profile-type-accounts">
          <legend>{T.accountsLabel}</legend>
          {accounts.map((account, index) => (
            <RadioGroupField<ChoiceKey>
              key={account.financialAccountId}
              label={account.name}
              value={choices[account.financialAccountId] ?? NOT_CHOSEN}
              onChange={(value) => {
                setChoices((before) => ({ ...before, [account.financialAccountId]: value }))
                setFieldError(undefined)
              }}
              options={CHOICE_OPTIONS}
              isDisabled={saving || savedIds.has(account.financialAccountId)}
              // The rule is about the whole list; its message shows on the first account (chosen).
              errors={index === 0 && fieldError !== undefined ? [fieldError] : undefined}
            />
          ))}
        </fieldset>
        <SaveDialogFooter error={error} saving={saving} texts={T} leaveLabel={T.later} onLeave={onClose} />
      </form>
    </ModalDialog>
  )
}

export interface ProfileTypeDialogDoorProps {
  /** The hub's accounts as first read; the door decides once, on these. */
  readonly accounts: ReadonlyArray<FinancialAccount>
  /** The organisation of the multi-organisation path prefix, if the page has one. */
  readonly organisationFromPath?: string | undefined
  /** After a save: the hub re-reads its accounts and says what changed. */
  readonly onSaved: (message: string) => void
}

/** Decides once whether the dialog appears now, stores its appearance, and shows it until it is closed or saved. */
export const ProfileTypeDialogDoor = ({ accounts, organisationFromPath, onSaved }: ProfileTypeDialogDoorProps) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const activeOrganisation = useAtomValue(activeOrganisationAtom)
  const [asked, setAsked] = useState<ReadonlyArray<FinancialAccount>>([])
  const [initialAccounts] = useState(accounts)

  useEffect(() => {
    let cancelled = false
    void resolveOrganisationKey(activeOrganisation.read, organisationFromPath).then((organisation) => {
      if (cancelled) return
      const storage = pageStorage()
      const key = toProfileTypeDialogStorageKey(organisation)
      const question = toProfileTypeDialogQuestion(initialAccounts, readLocalValue(storage, key), backend.clock)
      // Never over another dialog (the user opened the wizard, or a reset is being confirmed): the question waits for
      // the next visit of the hub rather than covering what the user started. Nothing is stored then.
      if (question.length === 0 || document.querySelector('.modal-overlay') !== null) return
      writeLocalValue(storage, key, toProfileTypeDialogLastAppearanceValue(backend.clock))
      setAsked(question)
    })
    return () => {
      cancelled = true
    }
  }, [backend, activeOrganisation, organisationFromPath, initialAccounts])

  if (asked.length === 0) return null
  return (
    <ProfileTypeDialog
      accounts={asked}
      save={(account, usingProfileType) => saveAccountProfileType(backend, { account, usingProfileType }, lifetime())}
      onSaved={(count) => {
        setAsked([])
        onSaved(T.saved(count))
      }}
      onClose={() => setAsked([])}
    />
  )
}
