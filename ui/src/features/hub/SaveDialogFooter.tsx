/**
 * The foot of the hub's settings dialogs (profile type, fallback card): the failed save's message with the server's
 * reason, the saving status, and the buttons to leave and to save (a submit of the dialog's form).
 */
import type { BackendError } from '@kontor/core'
import { Button } from 'react-aria-components'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'

export interface SaveDialogFooterProps {
  /** The last save's failure, if it failed. */
  readonly error: BackendError | undefined
  readonly saving: boolean
  readonly texts: { readonly saveFailed: string; readonly saving: string }
  /** The button that leaves without saving. */
  readonly leaveLabel: string
  readonly onLeave: () => void
}

export const SaveDialogFooter = ({ error, saving, texts, leaveLabel, onLeave }: SaveDialogFooterProps) => (
  <>
    {error !== undefined && (
      <>
        <p role="alert">{texts.saveFailed}</p>
        <ErrorNotice error={error} />
      </>
    )}
    {saving && <StatusLine>{texts.saving}</StatusLine>}
    <div className="dialog-actions">
      <Button className="button" onPress={onLeave} isDisabled={saving}>
        {leaveLabel}
      </Button>
      <Button className="button button-primary" type="submit" isDisabled={saving}>
        {COMMON_TEXTS.save}
      </Button>
    </div>
  </>
)
