// Instance networking: network interfaces (add, edit, delete while stopped), external IPs
// (attach or detach the ephemeral IP; attach or detach floating IPs; SNAT shown as it is),
// external subnets and the VPC firewall rules that apply (external-subnets-card.tsx).
import { useState } from 'react'
import {
  instanceExternalIpList,
  instanceNetworkInterfaceList,
  vpcList,
  vpcSubnetView,
} from '@/api/generated/operations'
import type { ExternalIp, Instance, InstanceNetworkInterface } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { ListTable } from '../../list/list-table'
import { nameColumn } from '../../list/columns'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { FormButton } from './form-button'
import { InstanceExternalSubnets, InstanceFirewallRules } from './external-subnets-card'
import { InstanceLayout } from './instance-layout'
import { NicCreateForm, NicEditForm } from './nic-forms'
import { useInstance } from './use-instance'
import { RelatedName } from '../../ui/related-name'
import { nicIps } from '../shared/nic-ips'

function SubnetName({ id }: { id: string }) {
  const { data, error } = useApiQuery(vpcSubnetView, { path: { subnet: id } })
  return <RelatedName name={data?.name} id={id} loading={!data && !error} />
}

function ipMenu(project: string, instance: Instance, ip: ExternalIp) {
  if (ip.kind === 'floating')
    return [{ id: 'floating-ip.detach', args: { project, floatingIp: ip.name }, target: ip }]
  if (ip.kind === 'ephemeral')
    return [
      {
        id: 'instance.ephemeral-ip-detach',
        args: { project, instance: instance.name },
        target: { externalIps: [ip] },
      },
    ]
  return []
}

function ExternalIps() {
  const { project, instance } = useInstance()
  const { data, error } = useApiQuery(instanceExternalIpList, {
    path: { instance: instance.name },
    query: { project },
  })
  const args = { project, instance: instance.name }
  const actions = (
    <div className="tab-actions">
      <CommandButton
        id="instance.ephemeral-ip-attach"
        args={args}
        target={data ? { externalIps: data.items } : undefined}
      />
      <CommandButton id="floating-ip.attach" args={args} label="Attach floating IP…" />
    </div>
  )
  if (error) return <LoadError what="External IPs" error={error} />
  if (!data) return <Skeleton lines={3} label="Loading external IPs" />
  return (
    <>
      {actions}
      <Table<ExternalIp>
        label="External IPs"
        rows={data.items}
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
        menu={(ip) => {
          const items = ipMenu(project, instance, ip)
          return items.length ? <CommandMenu label={`Actions for ${ip.ip}`} items={items} /> : null
        }}
        empty={
          <EmptyState
            title="No external IPs"
            body="The instance is reachable only inside its VPC."
          />
        }
      />
    </>
  )
}

type NicDialog = { kind: 'create' } | { kind: 'edit'; nic: InstanceNetworkInterface }

function NetworkInterfaces() {
  const { project, instance } = useInstance()
  const [dialog, setDialog] = useState<NicDialog | null>(null)
  // Read here, in this component's render: SWR re-renders it only for what its render read, and
  // the cells that name VPCs render inside the table.
  const { data: vpcsData, error: vpcsError } = useApiQuery(vpcList, {
    query: { project, limit: 1000 },
  })
  const vpcsLoading = !vpcsData && !vpcsError
  const nics = useApiQuery(instanceNetworkInterfaceList, {
    query: { project, instance: instance.name, limit: 1000 },
  })
  const vpcName = (id: string) => vpcsData?.items.find((v) => v.id === id)?.name
  const args = { project, instance: instance.name }
  const close = () => setDialog(null)
  return (
    <>
      <div className="tab-actions">
        <FormButton
          id="network-interface.create"
          args={args}
          target={instance}
          onOpen={() => setDialog({ kind: 'create' })}
        />
      </div>
      <ListTable
        label="Network interfaces"
        endpoint={instanceNetworkInterfaceList}
        params={{ query: { project, instance: instance.name } }}
        columns={[
          nameColumn(),
          { key: 'primary', header: 'primary', cell: (n) => (n.primary ? 'primary' : '') },
          { key: 'ip', header: 'private ip', cell: (n) => nicIps(n) },
          { key: 'mac', header: 'mac', cell: (n) => <span className="muted">{n.mac}</span> },
          {
            key: 'vpc',
            header: 'vpc',
            cell: (n) => <RelatedName name={vpcName(n.vpcId)} id={n.vpcId} loading={vpcsLoading} />,
          },
          { key: 'subnet', header: 'subnet', cell: (n) => <SubnetName id={n.subnetId} /> },
          {
            key: 'edit',
            header: '',
            cell: (n) => (
              <FormButton
                id="network-interface.update"
                args={{ ...args, interface: n.name }}
                target={instance}
                label="Edit…"
                variant="ghost"
                size="sm"
                onOpen={() => setDialog({ kind: 'edit', nic: n })}
              />
            ),
          },
        ]}
        menu={(n) => [
          {
            id: 'network-interface.delete',
            args: { ...args, interface: n.name },
            target: instance,
          },
        ]}
        emptyTitle="No network interfaces"
        emptyBody="Add one while the instance is stopped."
      />
      {/* Opened once the interfaces are known, so the suggested name is a free one. */}
      {dialog?.kind === 'create' && nics.data && (
        <NicCreateForm {...args} taken={nics.data.items.map((n) => n.name)} onDismiss={close} />
      )}
      {dialog?.kind === 'edit' && <NicEditForm {...args} nic={dialog.nic} onDismiss={close} />}
    </>
  )
}

function NetworkingBody() {
  return (
    <>
      <h2 className="section-title">network interfaces</h2>
      <NetworkInterfaces />
      <h2 className="section-title">external ips</h2>
      <ExternalIps />
      <h2 className="section-title">external subnets</h2>
      <InstanceExternalSubnets />
      <h2 className="section-title">firewall rules</h2>
      <InstanceFirewallRules />
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
