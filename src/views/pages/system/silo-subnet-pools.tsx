// The subnet pools linked to a silo (`silo_subnet_pool_list`), as a dense table: the silo's
// subnet-pools tab loads this module with the tab.
import { siloSubnetPoolList } from '@/api/generated/operations'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'

export function SiloSubnetPools({ silo }: { silo: string }) {
  return (
    <ListTable
      label="Silo subnet pools"
      endpoint={siloSubnetPoolList}
      params={{ path: { silo } }}
      columns={[
        nameColumn(),
        { key: 'default', header: 'default', cell: (p) => (p.isDefault ? 'default' : '') },
        { key: 'version', header: 'version', cell: (p) => p.ipVersion },
        descriptionColumn(),
        createdColumn(),
      ]}
      emptyTitle="No subnet pools linked"
      emptyBody="A subnet pool linked to the silo lets its users allocate external subnets."
    />
  )
}
