// How to reach the instance: SSH to its external address, the serial console, and the CLI
// lines for both; the SSH keys the instance was given at creation.
import { Link } from 'wouter'
import { instanceDisabledReason } from '@/api/capabilities'
import { instanceExternalIpList, instanceSshPublicKeyList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { ListTable } from '../../list/list-table'
import { createdColumn, nameColumn } from '../../list/columns'
import { CopyButton } from '../../ui/copy-button'
import { InstanceLayout } from './instance-layout'
import { useInstance } from './use-instance'

function CodeLine({ text }: { text: string }) {
  return (
    <div className="code-line">
      <code>{text}</code>
      <CopyButton text={text} what="command" />
    </div>
  )
}

function ConnectBody() {
  const { project, instance } = useInstance()
  const ips = useApiQuery(instanceExternalIpList, {
    path: { instance: instance.name },
    query: { project },
  })
  // SNAT addresses only carry outbound traffic; SSH needs an ephemeral or floating IP.
  const reachable = ips.data?.items.find((ip) => ip.kind !== 'snat')?.ip
  const flags = `--project ${project} --instance ${instance.name}`
  // Section 4: the console opens in running, rebooting, migrating and repairing only.
  const serialBlocked = instanceDisabledReason('serialConsole', instance)
  return (
    <>
      <h2 className="section-title">ssh</h2>
      {reachable ? (
        <CodeLine text={`ssh <user>@${reachable}`} />
      ) : (
        <p className="tab-body-note">
          {ips.data
            ? 'The instance has no ephemeral or floating IP: attach one to reach it over SSH.'
            : 'Looking up external IPs…'}
        </p>
      )}
      <h2 className="section-title">serial console</h2>
      <p className="tab-body-note">
        {serialBlocked ? (
          `${serialBlocked}. From a terminal:`
        ) : (
          <>
            <Link href={pb.serialConsole({ project, instance: instance.name })}>
              Open the serial console
            </Link>{' '}
            in the browser, or from a terminal:
          </>
        )}
      </p>
      <CodeLine text={`oxide instance serial console ${flags}`} />
      <h2 className="section-title">cli</h2>
      <CodeLine text={`oxide instance view ${flags}`} />
      <CodeLine text={`oxide instance external-ip list ${flags}`} />
      <h2 className="section-title">ssh keys given at creation</h2>
      <ListTable
        label="SSH keys"
        endpoint={instanceSshPublicKeyList}
        params={{ path: { instance: instance.name }, query: { project } }}
        columns={[
          nameColumn(),
          {
            key: 'key',
            header: 'public key',
            cell: (k) => <span className="muted">{k.publicKey.slice(0, 48)}…</span>,
          },
          createdColumn(),
        ]}
        emptyTitle="No SSH keys"
        emptyBody="No keys were injected when the instance was created."
      />
    </>
  )
}

export function InstanceConnectTab() {
  return (
    <InstanceLayout>
      <ConnectBody />
    </InstanceLayout>
  )
}
