/**
 * The note of a proposal (transactions-import-proposals 2 "edit note dialog", 7 PATCH .../proposals/{proposalId}):
 * any length the server takes, HTML shown as the text it is. A stale lockVersion says so, the list reloads, and the
 * text typed stays in the field to be saved again over the fresh proposal.
 */
import { describeAssignmentFailure, messageFor, type AssignmentProposal, type BackendError, type FinanceEvent } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { Button, Form, Label, TextArea, TextField, Text } from 'react-aria-components'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { saveProposalNote } from './proposal-card.effects.ts'
import { NOTE_DIALOG_TEXTS } from './proposals-texts.ts'

export interface NoteDialogProps {
  /** The proposal as the list last read it: its lockVersion goes with the save. */
  readonly proposal: AssignmentProposal
  readonly onSaved: (saved: AssignmentProposal) => void
  /** The proposal changed meanwhile: the list reads again. */
  readonly onConflict: () => void
  readonly onClose: () => void
  readonly emit: (event: FinanceEvent) => void
}

const failureText = (e: BackendError): { readonly text: string; readonly conflict: boolean } => {
  const failure = describeAssignmentFailure(e)
  return failure.kind === 'conflict' ? { text: messageFor('proposals.lockVersionConflict'), conflict: true } : { text: failure.text, conflict: false }
}

export const NoteDialog = ({ proposal, onSaved, onConflict, onClose, emit }: NoteDialogProps) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const [note, setNote] = useState(proposal.note ?? '')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const save = async () => {
    setBusy(true)
    setFailure(null)
    const signal = lifetime()
    const body = { lockVersion: proposal.lockVersion, note: note.trim() === '' ? null : note }
    const result = await saveProposalNote(backend, { proposalId: proposal.proposalId, body }, signal)
    if (signal.aborted) return
    setBusy(false)
    if (E.isRight(result)) {
      emit('proposal_changed')
      onSaved(result.right)
      return
    }
    if (result.left._tag === 'Aborted') return
    const described = failureText(result.left)
    setFailure(described.text)
    if (described.conflict) onConflict()
  }

  return (
    <ModalDialog title={NOTE_DIALOG_TEXTS.title} size="medium" onDismiss={busy ? null : onClose} focusFirstFieldOn="note">
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <TextField className="field" name="note" value={note} onChange={setNote} isDisabled={busy}>
          <Label className="field-label">{NOTE_DIALOG_TEXTS.label}</Label>
          <TextArea className="field-input proposal-note-input" rows={6} />
          <Text slot="description" className="field-description">
            {NOTE_DIALOG_TEXTS.description}
          </Text>
        </TextField>
        {busy && <StatusLine>{NOTE_DIALOG_TEXTS.saving}</StatusLine>}
        {failure !== null && (
          <p role="alert" className="notice notice-error">
            {failure}
          </p>
        )}
        <div className="dialog-actions">
          <Button className="button" isDisabled={busy} onPress={onClose}>
            {COMMON_TEXTS.cancel}
          </Button>
          <Button className="button button-primary" type="submit" isDisabled={busy}>
            {NOTE_DIALOG_TEXTS.save}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  )
}
