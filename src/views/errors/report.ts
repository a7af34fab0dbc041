// How React reports errors an error boundary caught. API failures were already logged by the
// client with URL, request id and code (spec section 8) and are shown as the 404 or error page,
// so logging them again would only be noise; anything else is a bug and is logged.
import type { ErrorInfo } from 'react'
import { ApiError } from '@/api/errors'

export function onCaughtError(error: unknown, info: ErrorInfo) {
  if (error instanceof ApiError) return
  console.error('Render error caught by an error boundary', error, info.componentStack)
}
