// Instance networking: network interfaces and external IPs (ephemeral, floating, SNAT).
import {
  instanceExternalIpList,
  instanceNetworkInterfaceList,
  vpcList,
  vpcSubnetView,
} from '@/api/generated/operations'
import type { ExternalIp, InstanceNetworkInterface } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { CommandMenu } from '../../command-menu'
import { ListTable } from '../../list/list-table'
import { nameColumn } from '../../list/columns'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { InstanceLayout } from './instance-layout'
import { useInstance } from './use-instance'

/** The private addresses of an interface, whatever its stack. */
export function nicIps(nic: InstanceNetworkInterface): string {
  const s = nic.ipStack
  if (s.type === 'dual_stack') return `${s.value.v4.ip}, ${s.value.v6.ip}`
  return s.value.ip
}

function SubnetName({ id }: { id: string }) {
  const { data } = useApiQuery(vpcSubnetView, { path: { subnet: id } })
  return <>{data?.name ?? <span className="dim">{id.slice(0, 8)}</span>}</>
}

function ExternalIps() {
  const { project, instance } = useInstance()
  const { data, error } = useApiQuery(instanceExternalIpList, {
    path: { instance: instance.name },
    query: { project },
  })
  if (error) return <LoadError what="External IPs" error={error} />
  if (!data) return <Skeleton lines={3} label="Loading external IPs" />
  const rows = data.items
  return (
    <Table<ExternalIp>
      label="External IPs"
      rows={rows}
      rowKey={(ip) => `${ip.kind}-${ip.ip}`}
      columns={[
        { key: 'ip', header: 'ip', sortValue: (ip) => ip.ip, cell: (ip) => ip.ip },
        { key: 'kind', header: 'kind', sortValue: (ip) => ip.kind, cell: (ip) => ip.kind },
        {
          key: 'name',
          header: 'name',
          cell: (ip) => (ip.kind === 'floating' ? ip.name : <span className="dim">–</span>),
        },
        {
          key: 'ports',
          header: 'ports',
          cell: (ip) =>
            ip.kind === 'snat' ? (
              `${ip.firstPort}-${ip.lastPort}`
            ) : (
              <span className="dim">all</span>
            ),
        },
      ]}
      menu={(ip) =>
        ip.kind === 'floating' ? (
          <FloatingDetach project={project} name={ip.name} target={ip} />
        ) : null
      }
      empty={
        <EmptyState title="No external IPs" body="The instance is reachable only inside its VPC." />
      }
    />
  )
}

function FloatingDetach({
  project,
  name,
  target,
}: {
  project: string
  name: string
  target: unknown
}) {
  return (
    <CommandMenu
      label={`Actions for ${name}`}
      items={[{ id: 'floating-ip.detach', args: { project, floatingIp: name }, target }]}
    />
  )
}

function NetworkingBody() {
  const { project, instance } = useInstance()
  const vpcs = useApiQuery(vpcList, { query: { project, limit: 1000 } })
  const vpcName = (id: string) => vpcs.data?.items.find((v) => v.id === id)?.name
  return (
    <>
      <h2 className="section-title">network interfaces</h2>
      <ListTable
        label="Network interfaces"
        endpoint={instanceNetworkInterfaceList}
        params={{ query: { project, instance: instance.name } }}
        columns={[
          nameColumn(),
          { key: 'primary', header: 'primary', cell: (n) => (n.primary ? 'primary' : '') },
          { key: 'ip', header: 'private ip', cell: (n) => nicIps(n) },
          { key: 'mac', header: 'mac', cell: (n) => <span className="muted">{n.mac}</span> },
          { key: 'vpc', header: 'vpc', cell: (n) => vpcName(n.vpcId) ?? n.vpcId.slice(0, 8) },
          { key: 'subnet', header: 'subnet', cell: (n) => <SubnetName id={n.subnetId} /> },
        ]}
        emptyTitle="No network interfaces"
      />
      <h2 className="section-title">external ips</h2>
      <ExternalIps />
    </>
  )
}

export function InstanceNetworkingTab() {
  return (
    <InstanceLayout>
      <NetworkingBody />
    </InstanceLayout>
  )
}
