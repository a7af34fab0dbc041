// The audit log's controls: the time range (presets back from now, or an explicit start and
// optional end), the order, and the filters (actor, operation, result, free text, and the
// resource a row menu or page asked about). All of it lives in the URL (audit-query.ts).
import { useId, type ReactNode } from 'react'
import type { ActorNames } from '@/api/audit-actors'
import { opTable } from '@/api/generated/op-table'
import { refLabel, type ResourceRef } from '@/api/resource-ref'
import { operationTitle } from '@/commands/generic-api/operation-line'
import {
  AUDIT_PRESETS,
  AUDIT_RESULTS,
  type AuditFilters,
  type AuditPreset,
  type AuditQuery,
  type AuditResultFilter,
} from '@/lib/audit-query'
import { FilterBox } from '../../../list/filter-box'
import { Button } from '../../../ui/button'
import type { FilterLink } from '../../../ui/filter-link'
import { ClockInput } from '../../../ui/clock-input'

type RangeProps = {
  query: AuditQuery
  /** the range's bounds as read now */
  start: Date
  end: Date | null
  setQuery: (patch: Partial<AuditQuery>) => void
  /** a preset back from now (chosen again: from now again) */
  choosePreset: (preset: AuditPreset) => void
}

export function RangeBar({ query, start, end, setQuery, choosePreset }: RangeProps) {
  const id = useId()
  const preset = query.range.kind === 'preset' ? query.range.preset : null
  return (
    <div className="audit-bar" role="group" aria-label="Time range">
      <span className="dim">last</span>
      {AUDIT_PRESETS.map((p) => (
        <Button
          key={p.value}
          size="sm"
          variant={preset === p.value ? 'primary' : 'ghost'}
          aria-pressed={preset === p.value}
          onClick={() => choosePreset(p.value)}
        >
          {p.label}
        </Button>
      ))}
      <label htmlFor={`${id}-start`} className="dim">
        from
      </label>
      <ClockInput
        id={`${id}-start`}
        value={start}
        onValue={(s) => {
          if (s && (!end || s < end)) setQuery({ range: { kind: 'custom', start: s, end } })
        }}
      />
      <label htmlFor={`${id}-end`} className="dim">
        to
      </label>
      <ClockInput
        id={`${id}-end`}
        value={end}
        placeholder="now"
        emptyAllowed
        onValue={(t) => {
          if (!t || t > start) setQuery({ range: { kind: 'custom', start, end: t } })
        }}
      />
      {end === null && <span className="dim">now</span>}
      <label htmlFor={`${id}-order`} className="dim">
        order
      </label>
      <select
        id={`${id}-order`}
        value={query.order}
        onChange={(e) =>
          setQuery({ order: e.target.value === 'ascending' ? 'ascending' : 'descending' })
        }
      >
        <option value="descending">newest first</option>
        <option value="ascending">oldest first</option>
      </select>
    </div>
  )
}

/** Every operation the platform audits (all that change something), with its title. */
const OPERATIONS = Object.entries(opTable)
  .filter(([, info]) => info.method !== 'GET')
  .map(([op]) => op)
  .sort()

type FilterProps = {
  filters: AuditFilters
  setFilters: (f: AuditFilters) => void
  names: ActorNames | undefined
  resource: ResourceRef | null
  clearResource: () => void
  /** the text box's link to the table (`/`, and Down or Enter to the rows) */
  text: FilterLink
  /** Esc in the text box: stop reading the range */
  onStop: () => void
  status: ReactNode
}

export function FilterBar(props: FilterProps) {
  const { filters, setFilters, names, resource, clearResource, text, onStop, status } = props
  const id = useId()
  const set = (patch: AuditFilters) => setFilters({ ...filters, ...patch })
  const actors = names ? [...new Set(names.users.values())].sort() : []
  return (
    <div className="audit-bar audit-filters" role="group" aria-label="Filters">
      <label htmlFor={`${id}-actor`} className="dim">
        actor
      </label>
      <input
        id={`${id}-actor`}
        list={`${id}-actors`}
        size={12}
        value={filters.actor ?? ''}
        placeholder="anyone"
        onChange={(e) => set({ actor: e.target.value || undefined })}
      />
      <datalist id={`${id}-actors`}>
        {[...actors, 'unauthenticated'].map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <label htmlFor={`${id}-op`} className="dim">
        operation
      </label>
      <input
        id={`${id}-op`}
        list={`${id}-ops`}
        size={18}
        value={filters.op ?? ''}
        placeholder="any"
        onChange={(e) => set({ op: e.target.value.trim() || undefined })}
      />
      <datalist id={`${id}-ops`}>
        {OPERATIONS.map((op) => (
          <option key={op} value={op} label={operationTitle(op)} />
        ))}
      </datalist>
      <label htmlFor={`${id}-result`} className="dim">
        result
      </label>
      <select
        id={`${id}-result`}
        value={filters.result ?? ''}
        onChange={(e) => set({ result: (e.target.value || undefined) as AuditResultFilter })}
      >
        <option value="">any</option>
        {AUDIT_RESULTS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {resource && (
        <span className="audit-chip">
          {refLabel(resource)}
          <Button size="sm" variant="ghost" onClick={clearResource} aria-label="Clear the resource">
            ×
          </Button>
        </span>
      )}
      <FilterBox
        label="Audit log"
        state={{
          filter: filters.text ?? '',
          setFilter: (t: string) => set({ text: t || undefined }),
          link: text,
        }}
        onStop={onStop}
      >
        {status}
      </FilterBox>
    </div>
  )
}
