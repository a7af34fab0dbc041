// What a liveness probe or a delivery attempt to an alert receiver came back with, in words, for
// the toast and the receiver's page: `delivered, HTTP 200 in 87 ms`, `failed: unreachable`,
// `failed: HTTP 503 in 41 ms`.

type Attempt = { result: string; status?: number; durationMs?: number }

const RESULT_TEXT: Record<string, string> = {
  succeeded: 'delivered',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'unreachable',
  failed_timeout: 'timed out',
}

/** One attempt: what the endpoint answered when it did, else why there was no answer. */
export function attemptText(a: Attempt): string {
  if (a.status !== undefined)
    return `HTTP ${a.status}${a.durationMs !== undefined ? ` in ${a.durationMs} ms` : ''}`
  return RESULT_TEXT[a.result] ?? a.result.replace(/_/g, ' ')
}

export function probeSummary(p: { state: string; attempts: Attempt[] }) {
  const last = p.attempts.at(-1)
  const text = last ? attemptText(last) : 'no attempt'
  return p.state === 'delivered' ? `delivered, ${text}` : `${p.state}: ${text}`
}
