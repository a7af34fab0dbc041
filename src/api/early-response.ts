// Answers index.html's first script asked for (production builds): the first page's calls leave
// while the app's code downloads (vite.config.ts writes the route table's calls into the page;
// views/routes/early-data.ts says which). A call of the app to the same URL takes the answer once,
// instead of asking again; an answer nobody took within EARLY_TTL_MS is dropped, so that it never
// hands out data older than that. A failed early fetch is asked again by the caller.

export const EARLY_TTL_MS = 10_000

type Early = { at: number; answers: Record<string, Promise<Response> | undefined> }

const early = () => (globalThis as { __earlyData?: Early }).__earlyData

/** The early answer for `url`, once; undefined when none was asked for or it is too old. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const data = early()
  const answer = data?.answers[url]
  if (!data || !answer) return undefined
  delete data.answers[url]
  return Date.now() - data.at <= EARLY_TTL_MS ? answer : undefined
}

/** The URLs asked for early that nothing has taken (tests read it). */
export const untakenEarly = () => Object.keys(early()?.answers ?? {})
