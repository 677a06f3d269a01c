/**
 * The settings dialog of the fallback balance card (hub-and-business-account 2.6 "A fallback card widget has a
 * settings dialog", 3 "Fallback card settings"): which accounts the card shows (0 all, 1 all except the hidden ones,
 * 2 none) and, for mode 1, which are hidden. A failed save keeps the dialog and the choice, with the error and the
 * save button to try again.
 */
import {
  FALLBACK_CARD_ACCOUNT_MODES,
  hiddenFallbackCardAccountIds,
  toSavedFallbackCardSettings,
  type BackendError,
  type FallbackCardSettings,
  type FinancialAccount,
  type HubPort,
} from '@kontor/core'
import { useState } from 'react'
import { CheckboxGroupField, RadioGroupField } from '../../shared/components/FormFields.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { FALLBACK_CARD_TEXTS } from './account-card-extras-texts.ts'
import { SaveDialogFooter } from './SaveDialogFooter.tsx'

type ModeKey = `${FallbackCardSettings['accountMode']}`
const MODE_OF: Readonly<Record<ModeKey, FallbackCardSettings['accountMode']>> = { 0: 0, 1: 1, 2: 2 }

export const FallbackCardSettingsDialog = ({
  accounts,
  settings,
  save,
  onSaved,
  onCancel,
}: {
  readonly accounts: ReadonlyArray<FinancialAccount>
  readonly settings: FallbackCardSettings
  readonly save: HubPort['saveFallbackCardSettings']
  readonly onSaved: (settings: FallbackCardSettings) => void
  readonly onCancel: () => void
}) => {
  const [mode, setMode] = useState<ModeKey>(`${settings.accountMode}`)
  const [hidden, setHidden] = useState<ReadonlyArray<string>>(() => hiddenFallbackCardAccountIds(settings, accounts))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<BackendError | undefined>(undefined)

  const submit = async () => {
    setSaving(true)
    setError(undefined)
    const wanted = toSavedFallbackCardSettings(MODE_OF[mode], hidden, settings, accounts.map((a) => a.financialAccountId))
    try {
      const result = await save(wanted)()
      if (result._tag === 'Right') onSaved(result.right)
      else setError(result.left)
    } finally {
      setSaving(false)
    }
  }

  return (
    <ModalDialog title={FALLBACK_CARD_TEXTS.dialogTitle} onDismiss={saving ? null : onCancel} size="medium">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!saving) void submit()
        }}
      >
        <RadioGroupField<ModeKey>
          label={FALLBACK_CARD_TEXTS.modeLabel}
          value={mode}
          onChange={setMode}
          options={FALLBACK_CARD_ACCOUNT_MODES.map((m) => ({ id: `${m}` as ModeKey, label: FALLBACK_CARD_TEXTS.modes[m] }))}
          isDisabled={saving}
        />
        {/* Chosen: the list stays visible in every mode (the user sees what mode 1 would hide) but counts only in mode 1. */}
        <CheckboxGroupField
          label={FALLBACK_CARD_TEXTS.hiddenLabel}
          value={hidden}
          onChange={setHidden}
          options={accounts.map((a) => ({ id: a.financialAccountId, label: a.name }))}
          isDisabled={saving || mode !== '1'}
        />
        <SaveDialogFooter error={error} saving={saving} texts={FALLBACK_CARD_TEXTS} leaveLabel={COMMON_TEXTS.cancel} onLeave={onCancel} />
      </form>
    </ModalDialog>
  )
}
