// /system/audit-log (fleet viewers): who did what on the rack, when, from where, and how it
// ended. A dense table over a time range kept in the URL, filters that read the whole range,
// follow (`f`) for what happens while the page is open, newest first, details on Enter, and
// export of what is shown.
import { formatClock, formatMinute } from '@/lib/clock'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useActorNames } from '@/api/audit-actors'
import { cli } from '@/commands/command-line/cli'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { refFromParams, refParams } from '@/api/resource-ref'
import {
  auditSearch,
  parseAuditQuery,
  rangeBounds,
  type AuditFilters,
  type AuditPreset,
  type AuditQuery,
} from '@/lib/audit-query'
import { pb } from '@/lib/paths'
import { formatNumber } from '@/lib/format'
import { PageHeader } from '../../../layout/page-header'
import { FilterStatus, NoMatch } from '../../../list/filter-status'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { useFilterLink } from '../../../ui/filter-link'
import { KeyCombo } from '../../../ui/kbd'
import { PaginationBar } from '../../../ui/pagination'
import { Skeleton } from '../../../ui/skeleton'
import { Table } from '../../../ui/table'
import { useRegisterCommands, useRegisteredCommands } from '../../../use-command'
import { auditColumns } from './audit-columns'
import { AuditDetails } from './audit-details'
import { download, exportName, toCsv, toJsonLines, type ExportFormat } from './audit-export'
import { auditKeyCommands } from './audit-keys'
import { FilterBar, RangeBar } from './audit-toolbar'
import { useAuditRows } from './use-audit-rows'
import { useAuditView } from './use-audit-view'
import { ColumnsMenu } from '../../../list/list-view-bar'
import './audit-log.css'

/** The words of the filters set, for the filter status ("searched N rows · M matches"). */
function filterWords(f: AuditFilters, resource: string | null) {
  return [f.actor, f.op, f.result, f.text, resource].filter(Boolean).join(' ')
}

/** The time a preset is chosen at (read in handlers, never while drawing). */
const clockNow = () => Date.now()

export function AuditLogPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  // Titles come from the command registry, which loads after the first rows: draw them again.
  useRegisteredCommands()
  const query = useMemo(() => parseAuditQuery(search), [search])
  const resource = useMemo(() => refFromParams(new URLSearchParams(search)), [search])
  // The columns shown (use-audit-view.ts) stay in the URL whatever the query becomes.
  const columnsParam = new URLSearchParams(search).get('columns')
  const setQuery = (patch: Partial<AuditQuery>, ref = resource) =>
    navigate(
      pb.auditLog(
        auditSearch(
          { ...query, ...patch },
          {
            ...(ref ? refParams(ref) : {}),
            ...(columnsParam ? { columns: columnsParam } : {}),
          },
        ),
      ),
      { replace: true },
    )
  const choosePreset = (preset: AuditPreset) => {
    setAnchor(clockNow())
    setQuery({ range: { kind: 'preset', preset } })
  }

  // A preset reads back from when it was chosen (or the page opened); choosing one, from now.
  const [anchor, setAnchor] = useState(() => Date.now())
  const range = useMemo(() => rangeBounds(query.range, anchor), [query.range, anchor])

  const names = useActorNames()
  const [follow, setFollow] = useState(true)
  const data = useAuditRows({ query, ref: resource, names, range, follow })
  const [open, setOpen] = useState<AuditLogEntry | null>(null)
  const text = useFilterLink()
  const rows = data.rows

  const exportAs = (format: ExportFormat) => {
    const shown = rows ?? []
    if (format === 'jsonl') download(exportName('jsonl'), toJsonLines(shown), 'application/jsonl')
    else download(exportName('csv'), toCsv(shown, names), 'text/csv')
  }
  const latest = useRef({ data, exportAs, range, query, toggle: () => setFollow((f) => !f) })
  useEffect(() => {
    latest.current = { data, exportAs, range, query, toggle: () => setFollow((f) => !f) }
  })
  useRegisterCommands(
    () =>
      auditKeyCommands(() => {
        const l = latest.current
        return {
          following: l.data.following,
          canFollow: l.data.canFollow,
          toggleFollow: l.toggle,
          shown: l.data.rows?.length ?? 0,
          exportAs: l.exportAs,
          range: l.range,
          order: l.query.order,
        }
      }),
    [],
  )

  const allColumns = useMemo(() => auditColumns(names, setOpen), [names])
  const { shown: columns, tableView } = useAuditView(allColumns, query.order, (order) =>
    setQuery({ order }),
  )
  const words = filterWords(query.filters, resource ? (resource.name ?? resource.id ?? '') : null)
  const status = {
    filter: words,
    shown: rows?.length ?? 0,
    matched: data.matched,
    pageRows: rows?.length ?? 0,
    whole: data.search,
    paginated: true,
  }
  const cliLine = cli('audit-log list', {
    startTime: range.start.toISOString(),
    endTime: range.end?.toISOString(),
    sortBy: query.order === 'ascending' ? 'time_and_id_ascending' : undefined,
  })
  if (data.error && !rows) throw data.error

  return (
    <>
      <PageHeader
        title="Audit log"
        cli={[cliLine]}
        actions={
          <>
            <Button
              size="sm"
              variant={data.following ? 'primary' : 'secondary'}
              aria-pressed={data.following}
              disabled={data.canFollow !== true}
              title={data.canFollow === true ? 'Follow new entries (f)' : data.canFollow}
              onClick={() => setFollow((f) => !f)}
            >
              {data.following ? 'Following' : 'Follow'} <KeyCombo binding="f" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!rows?.length}
              onClick={() => exportAs('jsonl')}
            >
              Export JSONL
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!rows?.length}
              onClick={() => exportAs('csv')}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <RangeBar
        query={query}
        start={range.start}
        end={range.end}
        setQuery={setQuery}
        choosePreset={choosePreset}
      />
      <FilterBar
        filters={query.filters}
        setFilters={(filters) => setQuery({ filters })}
        names={names}
        resource={resource}
        clearResource={() => setQuery({}, null)}
        text={text}
        onStop={data.stop}
        status={
          <>
            <FilterStatus {...status} />
            <ColumnsMenu view={tableView} label="Audit log" />
          </>
        }
      />
      <p className="audit-follow dim" role="status">
        {data.following
          ? `following: new entries appear on top${data.follow.checkedAt ? `, checked ${formatClock(data.follow.checkedAt)}` : ''}`
          : data.canFollow === true
            ? 'paused: press f to follow'
            : data.canFollow}
        {data.follow.error ? ` · follow failed: ${data.follow.error}` : ''}
      </p>
      {!rows ? (
        <Skeleton lines={12} label="Loading the audit log" />
      ) : (
        <div className="audit-log">
          <Table<AuditLogEntry>
            label="Audit log"
            columns={columns}
            rows={rows}
            rowKey={(e) => e.id}
            view={tableView}
            // Entries arriving while following are marked; another range, filter or page, or a
            // filter's matches as its search finds them, mark nothing.
            sourceKey={JSON.stringify([
              range,
              query,
              resource?.id ?? resource?.name,
              data.pagination.page,
              data.filtered && !data.search?.done ? data.search?.searched : null,
            ])}
            pageKeys
            filter={text}
            empty={
              data.filtered ? (
                <NoMatch {...status} />
              ) : (
                <EmptyState
                  title="No entries in this range"
                  body={`Nothing audited completed between ${formatMinute(range.start)} and ${range.end ? formatMinute(range.end) : 'now'}.`}
                />
              )
            }
            footer={
              data.filtered ? (
                <span className="dim">
                  {formatNumber(rows.length)} of {formatNumber(data.matched)} matches shown
                </span>
              ) : (
                <PaginationBar
                  pagination={{ ...data.pagination, limit: data.limit }}
                  shown={rows.length}
                  nextPage={data.nextPage}
                />
              )
            }
          />
        </div>
      )}
      {open && <AuditDetails entry={open} names={names} onDismiss={() => setOpen(null)} />}
    </>
  )
}
