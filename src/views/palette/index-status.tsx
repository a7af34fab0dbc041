// What the palette knows and what Enter is doing: how complete and how old the name index is
// ("index: 300 projects · refreshed 2 min ago"), where a lookup is looking, and why Enter ran
// nothing. A search over an index not complete says so, never a bare "No matching".
import { formatNumber as n } from '@/lib/format'
import type { CommandContext } from '@/commands/core/define'
import type { IndexView } from '../name-index/index-state'
import { NoMatchNote, hiddenMatches } from './hidden-note'
import type { EnterNote } from './use-enter'

/** `just now`, `40 s ago`, `2 min ago`, `3 h ago`, `2 days ago`. */
export function ageOf(ms: number) {
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 10) return 'just now'
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`
  const d = Math.floor(s / 86_400)
  return `${d} day${d === 1 ? '' : 's'} ago`
}

/** `300 projects` or `120 of 300 projects`, and how old the oldest list is. */
export function indexSummary(index: IndexView, now = Date.now()) {
  if (index.projects === null) return index.restored ? 'index: reading the projects…' : 'index: …'
  const total = index.projects.length
  const projects = index.complete
    ? `${n(total)} project${total === 1 ? '' : 's'}`
    : `${n(index.projectsDone)} of ${n(total)} projects`
  const age = index.oldest === null ? '' : ` · refreshed ${ageOf(now - index.oldest)}`
  return `index: ${projects}${age}`
}

export function IndexStatus({ index }: { index: IndexView }) {
  return (
    <div className="dim" role="status" aria-live="off" data-testid="index-status">
      {indexSummary(index)}
    </div>
  )
}

export function EnterNoteLine({ note }: { note: EnterNote }) {
  switch (note.kind) {
    case 'looking': {
      const p = note.progress
      const where = p.total
        ? `in ${n(p.looked)} of ${n(p.total)} projects${p.what ? ` (${p.what})` : ''}`
        : 'in the silo'
      return (
        <div role="status">
          looking {where} for “{p.name}”… <span className="dim">esc stops</span>
        </div>
      )
    }
    case 'not-found':
      return (
        <div role="status">
          No resource in this silo is named “{note.name}”
          {note.closest ? '. The closest matches are below; ↵ runs the highlighted one' : ''}
        </div>
      )
    case 'failed':
      return (
        <div role="status">
          Could not finish looking for “{note.name}”: {note.why}. ↵ tries again
        </div>
      )
    case 'stopped':
      return <div role="status">Stopped looking for “{note.name}”</div>
    case 'choose':
      return (
        <div role="status">
          {note.count} resources are named “{note.name}”: pick one with ↑↓ and ↵
        </div>
      )
    case 'nothing':
      return (
        <div role="status">
          Nothing matches “{note.query}” exactly
          {note.closest ? '; the closest are below (↑↓ to pick one, then ↵)' : ''}
        </div>
      )
  }
}

/**
 * A search with no result: over a complete index "No matching commands or resources" (or why a
 * command the user may not run is not offered); over an incomplete one, how much was searched.
 */
export function NoResults(props: { index: IndexView; query: string; ctx: CommandContext }) {
  const { index, query, ctx } = props
  if (index.complete || hiddenMatches(query, ctx).length > 0)
    return <NoMatchNote query={query} ctx={ctx} />
  return (
    <div>
      Nothing matches in the {n(index.projectsDone)} of{' '}
      {index.projects ? n(index.projects.length) : '…'} projects indexed: ↵ looks the name up in the
      rest
    </div>
  )
}
