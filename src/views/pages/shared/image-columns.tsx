// Columns of an image list, shared by the silo and project image pages.
import type { Image } from '@/api/generated/schemas'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import type { Column } from '../../ui/table'
import { Bytes } from '../../ui/units'

export function imageColumns(to: (i: Image) => string): Column<Image>[] {
  return [
    nameColumn(to),
    descriptionColumn(),
    { key: 'os', header: 'os', sortValue: (i) => i.os, cell: (i) => i.os },
    { key: 'version', header: 'version', sortValue: (i) => i.version, cell: (i) => i.version },
    {
      key: 'size',
      header: 'size',
      numeric: true,
      sortValue: (i) => i.size,
      cell: (i) => <Bytes bytes={i.size} />,
    },
    createdColumn(),
  ]
}
