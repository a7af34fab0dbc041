// A silo's subnet pools (the operator's view of any silo): which pools its projects allocate
// external subnets from, which is the default of each IP version; link, unlink, make or clear
// the default. The content of the silo's subnet pools tab (silo-tabs.tsx), loaded with the tab.
import { siloSubnetPoolList } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { ListTable } from '../../list/list-table'
import { descriptionColumn, nameColumn } from '../../list/columns'

/** `main`: the page's main table (as the content of the silo's subnet pools tab). */
export function SiloSubnetPools({ silo, main = false }: { silo: string; main?: boolean }) {
  return (
    <ListTable
      main={main}
      label="Silo subnet pools"
      endpoint={siloSubnetPoolList}
      params={{ path: { silo } }}
      columns={[
        nameColumn((p) => pb.subnetPool({ subnetPool: p.name })),
        { key: 'default', header: 'default', cell: (p) => (p.isDefault ? 'default' : '') },
        { key: 'version', header: 'version', cell: (p) => p.ipVersion },
        descriptionColumn(),
      ]}
      menu={(p) => {
        const args = { pool: p.name, silo }
        return [
          p.isDefault
            ? {
                id: 'subnet-pool.silo-clear-default',
                args,
                target: p,
                label: 'Clear default',
              }
            : { id: 'subnet-pool.silo-make-default', args, target: p, label: 'Make default' },
          { id: 'subnet-pool.silo-unlink', args, target: p, label: 'Unlink' },
        ]
      }}
      emptyTitle="No subnet pools linked"
      emptyBody="Link a subnet pool to let the silo's projects allocate external subnets."
    />
  )
}
