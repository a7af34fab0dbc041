// A form in the side modal: the fields in a <form> (Enter in a field and Ctrl/Cmd+Enter in any,
// a textarea included, submit), and in the footer the server's error message, Cancel and the
// submit button with its key. Values stay as typed after a failure.
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../ui/button'
import { SideModal } from '../../ui/side-modal'
import { discardOpenDrafts, dropOpenDrafts, useRestoredDraft } from './drafts'
import { UnderneathNote, useUnderneath } from './changed-underneath'
import { SubmitKeyHint, submitOnModEnter } from '../../ui/submit-keys'
import type { Submit } from './use-submit'
import './forms.css'

export type FormModalProps = {
  title: string
  /** the submit button's label, e.g. "Create project" */
  submitLabel: string
  onDismiss: () => void
  /** validates and runs the command; only called when not already pending */
  onSubmit: () => void
  submit: Pick<Submit, 'pending' | 'error'>
  children: ReactNode
}

export function FormModal({
  title,
  submitLabel,
  onDismiss,
  onSubmit,
  submit,
  children,
}: FormModalProps) {
  const formId = useId()
  const restored = useRestoredDraft()
  const underneath = useUnderneath()
  const handle = (e: FormEvent) => {
    e.preventDefault()
    if (!submit.pending) onSubmit()
  }
  // Cancel, Esc and the close button: the user gives up what was typed, draft and all.
  const dismiss = () => {
    dropOpenDrafts()
    onDismiss()
  }
  const footer = (
    <>
      {submit.error && (
        <div className="form-server-error" role="alert">
          {submit.error}
        </div>
      )}
      <Button variant="ghost" onClick={dismiss}>
        Cancel
      </Button>
      <SubmitKeyHint />
      <Button
        variant="primary"
        type="submit"
        form={formId}
        disabled={submit.pending}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {submit.pending ? `${submitLabel}…` : submitLabel}
      </Button>
    </>
  )
  return (
    <SideModal title={title} onDismiss={dismiss} footer={footer}>
      {/* Its resource changed since the form opened (not by this form's own save under way). */}
      {underneath && !submit.pending && <UnderneathNote {...underneath} />}
      {restored && (
        <p className="form-draft-notice" role="status">
          <span>
            Restored what you typed here before (kept in this tab until you submit or cancel).
          </span>
          <Button variant="ghost" size="sm" onClick={discardOpenDrafts}>
            Start over
          </Button>
        </p>
      )}
      <form
        id={formId}
        className="form"
        onSubmit={handle}
        onKeyDown={submitOnModEnter}
        noValidate
        aria-busy={submit.pending || undefined}
      >
        {children}
      </form>
    </SideModal>
  )
}

/** A side modal that shows a resource (read-only), with its actions in the footer. */
export function ViewModal({
  title,
  onDismiss,
  actions,
  children,
}: {
  title: string
  onDismiss: () => void
  actions?: ReactNode
  children: ReactNode
}) {
  const footer = (
    <>
      {actions}
      {/* Focus starts here, not on the first action (which may be a delete). */}
      <Button variant="ghost" onClick={onDismiss} autoFocus>
        Close
      </Button>
    </>
  )
  return (
    <SideModal title={title} onDismiss={onDismiss} footer={footer}>
      {children}
    </SideModal>
  )
}
