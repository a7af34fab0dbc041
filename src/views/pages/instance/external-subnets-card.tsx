// Two sections of the instance networking tab: the external subnets routed to the instance
// (attach one of the project's, detach), and where the firewall rules that apply to it live: the
// rules of each VPC the instance has an interface in.
import { Link } from 'wouter'
import {
  instanceExternalSubnetList,
  instanceNetworkInterfaceList,
  vpcList,
} from '@/api/generated/operations'
import type { ExternalSubnet, Instance } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { useInstance } from './use-instance'

/** The subnet with its instance's state: detaching reads both. */
const withState = (s: ExternalSubnet, instance: Instance) => ({ ...s, runState: instance.runState })

export function InstanceExternalSubnets() {
  const { project, instance } = useInstance()
  const { data, error } = useApiQuery(instanceExternalSubnetList, {
    path: { instance: instance.name },
    query: { project },
  })
  const args = { project, instance: instance.name }
  return (
    <>
      <div className="tab-actions">
        <CommandButton
          id="external-subnet.attach"
          args={args}
          target={instance}
          label="Attach external subnet…"
        />
      </div>
      {error ? (
        <LoadError what="External subnets" error={error} />
      ) : !data ? (
        <Skeleton lines={2} label="Loading external subnets" />
      ) : (
        <Table<ExternalSubnet>
          label="External subnets"
          rows={data.items}
          rowKey={(s) => s.id}
          columns={[
            { key: 'name', header: 'name', sortValue: (s) => s.name, cell: (s) => s.name },
            {
              key: 'subnet',
              header: 'subnet',
              sortValue: (s) => s.subnet,
              cell: (s) => s.subnet,
            },
            {
              key: 'description',
              header: 'description',
              cell: (s) => <span className="muted">{s.description || '–'}</span>,
            },
          ]}
          menu={(s) => (
            <CommandMenu
              label={`Actions for ${s.name}`}
              items={[
                {
                  id: 'external-subnet.detach',
                  args: { project, externalSubnet: s.name },
                  target: withState(s, instance),
                },
              ]}
            />
          )}
          empty={
            <EmptyState
              title="No external subnets"
              body={
                <>
                  Attach one of the project&apos;s{' '}
                  <Link href={pb.externalSubnets({ project })}>external subnets</Link> to route its
                  block to this instance.
                </>
              }
            />
          }
        />
      )}
    </>
  )
}

/** The VPCs of the instance's interfaces, each with a link to its firewall rules. */
export function InstanceFirewallRules() {
  const { project, instance } = useInstance()
  const nics = useApiQuery(instanceNetworkInterfaceList, {
    query: { project, instance: instance.name, limit: 1000 },
  })
  const vpcs = useApiQuery(vpcList, { query: { project, limit: 1000 } })
  if (nics.error) return <LoadError what="Network interfaces" error={nics.error} />
  if (vpcs.error) return <LoadError what="VPCs" error={vpcs.error} />
  if (!nics.data || !vpcs.data) return <Skeleton lines={1} label="Loading firewall rules" />
  const byVpc = new Map<string, string[]>()
  for (const n of nics.data.items) byVpc.set(n.vpcId, [...(byVpc.get(n.vpcId) ?? []), n.name])
  const names = new Map(vpcs.data.items.map((v) => [v.id, v.name]))
  const rows = [...byVpc].flatMap(([id, interfaces]) => {
    const vpc = names.get(id)
    return vpc ? [{ vpc, interfaces }] : []
  })
  if (rows.length === 0)
    return (
      <p className="dim section-note">
        No VPC firewall rules apply: the instance has no network interface.
      </p>
    )
  return (
    <>
      {rows.map(({ vpc, interfaces }) => (
        <p key={vpc} className="section-note">
          The rules of VPC {vpc} apply to {interfaces.join(', ')}:{' '}
          <Link href={pb.vpcFirewallRules({ project, vpc })}>firewall rules of {vpc}</Link>
        </p>
      ))}
    </>
  )
}
