// A VPC subnet: its blocks and the network interfaces that take addresses from it.
import { Link, useParams } from 'wouter'
import { vpcSubnetListNetworkInterfaces, vpcSubnetView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { nameColumn } from '../../list/columns'
import { Facts } from '../../ui/facts'
import { LinkButton } from '../../ui/link-button'
import { RelatedName } from '../../ui/related-name'
import { RelTime } from '../../ui/units'
import { nicIps } from '../shared/nic-ips'
import { useInstanceNames, type Names } from '../shared/use-names'
import { useVpcParams } from './use-vpc'

/** An interface's instance by name, linked to its networking tab. */
function InstanceName({ project, id, names }: { project: string; id: string; names: Names }) {
  const name = names.get(id)
  if (name === undefined) return <RelatedName name={undefined} id={id} loading={names.loading} />
  return <Link href={pb.instanceNetworking({ project, instance: name })}>{name}</Link>
}

export function SubnetPage() {
  const p = useVpcParams()
  const { subnet = '' } = useParams<{ subnet: string }>()
  // One list call names every interface's instance (read here, so its answer re-renders rows).
  const instances = useInstanceNames(p.project)
  const data = usePageQuery(vpcSubnetView, {
    path: { subnet },
    query: { project: p.project, vpc: p.vpc },
  })
  return (
    <>
      <PageHeader
        title={`Subnet ${data.name}`}
        actions={<LinkButton href={pb.vpcSubnetEdit({ ...p, subnet })}>Edit subnet</LinkButton>}
      />
      <Facts className="facts facts-inline">
        <dt>ipv4 block</dt>
        <dd>{data.ipv4Block}</dd>
        <dt>ipv6 block</dt>
        <dd>{data.ipv6Block}</dd>
        <dt>description</dt>
        <dd>{data.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">network interfaces</h2>
      <ListTable
        urlView
        label="Network interfaces"
        endpoint={vpcSubnetListNetworkInterfaces}
        params={{ path: { subnet }, query: { project: p.project, vpc: p.vpc } }}
        columns={[
          nameColumn(),
          {
            key: 'instance',
            header: 'instance',
            cell: (n) => <InstanceName project={p.project} id={n.instanceId} names={instances} />,
          },
          { key: 'ip', header: 'private ip', cell: (n) => nicIps(n) },
          { key: 'mac', header: 'mac', cell: (n) => <span className="muted">{n.mac}</span> },
          { key: 'primary', header: 'primary', cell: (n) => (n.primary ? 'primary' : '') },
        ]}
        emptyTitle="No network interfaces"
        emptyBody="Instances get an address in this subnet when a network interface is added to it."
      />
    </>
  )
}
