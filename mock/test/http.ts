// Raw HTTP against the node mock, for tests that look at statuses and wire bodies.
export const BASE = 'http://localhost'

export type Reply = {
  status: number
  body: Record<string, unknown> & { items?: Record<string, unknown>[] }
}

export async function call(
  method: string,
  path: string,
  body?: unknown,
  form = false,
): Promise<Reply> {
  const headers: Record<string, string> = {}
  let payload: string | undefined
  if (body !== undefined) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
    payload = form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body)
  }
  const res = await fetch(BASE + path, { method, headers, body: payload })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Reply['body']) : {} }
}

export const get = (path: string) => call('GET', path)
export const post = (path: string, body?: unknown) => call('POST', path, body)
