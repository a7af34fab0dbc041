// What a liveness probe of an alert receiver came back with, in words, for the toast and the
// receiver's page: `delivered, HTTP 200 in 87 ms`, `failed: unreachable, no response`.

type Attempt = { result: string; status?: number; durationMs?: number }

const RESULT_TEXT: Record<string, string> = {
  succeeded: 'delivered',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'unreachable',
  failed_timeout: 'timed out',
}

/** One attempt's outcome: `unreachable`, `HTTP error` (a newer result as the platform says it). */
export const attemptResult = (a: Attempt) => RESULT_TEXT[a.result] ?? a.result.replace(/_/g, ' ')

/** What the endpoint answered: `HTTP 503 in 41 ms`, or `no response`. */
export const attemptAnswer = (a: Attempt | undefined) =>
  a?.status !== undefined
    ? `HTTP ${a.status}${a.durationMs !== undefined ? ` in ${a.durationMs} ms` : ''}`
    : 'no response'

export function probeSummary(p: { state: string; attempts: Attempt[] }) {
  const last = p.attempts.at(-1)
  const answer = attemptAnswer(last)
  if (p.state === 'delivered') return `delivered, ${answer}`
  return `${p.state}: ${last ? attemptResult(last) : 'no attempt'}, ${answer}`
}
