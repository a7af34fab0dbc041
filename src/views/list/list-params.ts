// The params of one page of a list, as a list table asks for it: the page's own params with the
// page size and token added. Start-up prefetching (routes/route-data.ts) builds the first page's
// the same way, so the table finds that answer under its own key.
export type ListBase = { path?: unknown; query?: Record<string, unknown> }

export function listParams(base: ListBase, limit: number, pageToken?: string) {
  return { ...base, query: { ...base.query, limit, pageToken } }
}
