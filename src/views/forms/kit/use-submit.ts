// Submitting a form: the form runs its command through dispatch like every other trigger, quietly
// (no toast: the error shows at the form's foot, once), and keeps everything typed on failure.
import { useState } from 'react'
import { dispatch, type DispatchResult } from '@/commands/core/dispatch'
import { dropOpenDrafts } from './drafts'

export type Submit = {
  /** runs the command; resolves with its result */
  run: (args: Record<string, unknown>) => Promise<DispatchResult>
  pending: boolean
  /** the server's (or the argument check's) message of the last failed submit */
  error?: string
}

/**
 * `onDone` runs after success (usually closing the form). Commands that navigate to what they
 * made (project.create, instance.create) pass none: the navigation closes the form.
 */
export function useSubmit(commandId: string, onDone?: (result: unknown) => void): Submit {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const run = async (args: Record<string, unknown>) => {
    setPending(true)
    setError(undefined)
    const result = await dispatch(commandId, args, 'ui', { quiet: true })
    setPending(false)
    if (result.status === 'error') setError(result.message)
    if (result.status === 'ok') {
      // Submitted: what was typed is on the platform now, not a draft.
      dropOpenDrafts()
      onDone?.(result.result)
    }
    return result
  }
  return { run, pending, error }
}
