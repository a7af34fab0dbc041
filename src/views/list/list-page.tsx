// A whole list page: the header line (prompt + the page's commands) over a ListTable.
import type { ReactNode } from 'react'
import { PageHeader } from '../layout/page-header'
import { ListTable, type ListTableProps } from './list-table'

export function ListPage<O>({
  title,
  actions,
  cli,
  ...table
}: ListTableProps<O> & { title: string; actions?: ReactNode; cli?: string[] }) {
  return (
    <>
      <PageHeader title={title} actions={actions} cli={cli} />
      <ListTable {...table} main />
    </>
  )
}
