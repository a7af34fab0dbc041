// Project list pages: instances, VPCs, floating IPs, access.
import { floatingIpList, instanceList, vpcList } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { ListPage } from '../../list/list-page'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { useDiskNames, useInstanceNames } from '../shared/use-names'
import { RelatedName } from '../../ui/related-name'
import { instanceColumns, instanceMenu, movingInstance } from './instance-columns'
import { useProjectParam } from './use-project'

export function InstancesPage() {
  const project = useProjectParam()
  const newHref = pb.instancesNew({ project })
  const diskNames = useDiskNames(project)
  return (
    <ListPage
      title="Instances"
      cli={[`oxide instance list --project ${project}`]}
      label="Instances"
      endpoint={instanceList}
      params={{ query: { project } }}
      columns={instanceColumns(project, diskNames)}
      menu={(i) => instanceMenu(project, i)}
      moving={movingInstance}
      actions={
        <LinkButton href={newHref} variant="primary">
          New instance
        </LinkButton>
      }
      emptyTitle="No instances"
      emptyBody="Create an instance to run a virtual machine in this project."
      emptyAction={<LinkButton href={newHref}>New instance</LinkButton>}
    />
  )
}

export function VpcsPage() {
  const project = useProjectParam()
  const newHref = pb.vpcsNew({ project })
  return (
    <ListPage
      title="VPCs"
      cli={[`oxide vpc list --project ${project}`]}
      label="VPCs"
      endpoint={vpcList}
      params={{ query: { project } }}
      columns={[
        nameColumn((v) => pb.vpc({ project, vpc: v.name })),
        { key: 'dns', header: 'dns name', sortValue: (v) => v.dnsName, cell: (v) => v.dnsName },
        {
          key: 'ipv6',
          header: 'ipv6 prefix',
          sortValue: (v) => v.ipv6Prefix,
          cell: (v) => v.ipv6Prefix,
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(v) => [
        { id: 'vpc.update', args: { project, vpc: v.name }, target: v, label: 'Edit' },
        { id: 'vpc.delete', args: { project, vpc: v.name }, target: v },
      ]}
      actions={
        <LinkButton href={newHref} variant="primary">
          New VPC
        </LinkButton>
      }
      emptyTitle="No VPCs"
      emptyBody="A VPC is the private network of a project's instances."
      emptyAction={<LinkButton href={newHref}>New VPC</LinkButton>}
    />
  )
}

export function FloatingIpsPage() {
  const project = useProjectParam()
  const instances = useInstanceNames(project)
  const newHref = pb.floatingIpsNew({ project })
  return (
    <ListPage
      title="Floating IPs"
      cli={[`oxide floating-ip list --project ${project}`]}
      label="Floating IPs"
      endpoint={floatingIpList}
      params={{ query: { project } }}
      columns={[
        nameColumn((f) => pb.floatingIpEdit({ project, floatingIp: f.name })),
        { key: 'ip', header: 'ip', sortValue: (f) => f.ip, cell: (f) => f.ip },
        {
          key: 'instance',
          header: 'attached to',
          sortValue: (f) =>
            f.instanceId ? (instances.get(f.instanceId) ?? f.instanceId) : undefined,
          cell: (f) =>
            f.instanceId ? (
              <RelatedName
                name={instances.get(f.instanceId)}
                id={f.instanceId}
                loading={instances.loading}
              />
            ) : (
              <span className="dim">–</span>
            ),
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(f) => {
        const args = { project, floatingIp: f.name }
        return [
          f.instanceId
            ? { id: 'floating-ip.detach', args, target: f }
            : { id: 'floating-ip.attach', args, target: f },
          { id: 'floating-ip.update', args, target: f, label: 'Edit' },
          { id: 'floating-ip.delete', args, target: f },
        ]
      }}
      actions={
        <LinkButton href={newHref} variant="primary">
          New floating IP
        </LinkButton>
      }
      emptyTitle="No floating IPs"
      emptyBody="A floating IP is an external address you can move between instances."
      emptyAction={<LinkButton href={newHref}>New floating IP</LinkButton>}
    />
  )
}
