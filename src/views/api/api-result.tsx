// What a generic `api` command answered: a list operation as a dense table (paging through with
// the pagination bar), anything else as formatted JSON.
import { opTable, type OpInfo, type OperationId } from '@/api/generated/op-table'
import { useApiQuery } from '@/api/hooks'
import { apiEndpoint, apiParams } from '@/commands/generic-api/api-commands'
import { PaginationBar } from '../ui/pagination'
import { Table } from '../ui/table'
import { usePagination } from '../ui/use-pagination'
import { resultColumns, type Row } from './result-columns'

export function JsonResult({ result }: { result: unknown }) {
  const empty = result && typeof result === 'object' && Object.keys(result).length === 0
  return (
    <pre className="api-json" tabIndex={0} aria-label="Result">
      {empty ? '(no content)' : JSON.stringify(result, null, 2)}
    </pre>
  )
}

type Page = { items: Row[]; nextPage?: string | null }

export function ListResult({ opId, args }: { opId: string; args: Record<string, unknown> }) {
  const op = opTable[opId as OperationId] as OpInfo
  const pagination = usePagination(`${opId}\n${JSON.stringify(args)}`)
  const ep = apiEndpoint(opId)
  const params = apiParams(opId, args, {
    limit: pagination.limit,
    ...(pagination.pageToken ? { pageToken: pagination.pageToken } : {}),
  })
  const { data, error } = useApiQuery(ep, params as never, { keepPreviousData: true })
  const page = data as Page | undefined
  if (error) return <p role="alert">{error.message}</p>
  if (!page) return <p className="dim">Loading…</p>
  const rows = page.items
  return (
    <Table
      label={op.summary || opId}
      columns={resultColumns(rows)}
      rows={rows}
      rowKey={(r) => String(r.id ?? r.name ?? JSON.stringify(r))}
      empty={<p className="dim api-empty">No items</p>}
      footer={
        <PaginationBar
          pagination={pagination}
          shown={rows.length}
          nextPage={page.nextPage}
          label="Result pages"
        />
      }
    />
  )
}
