// Instance settings: auto-restart policy and its cooldown, boot disk, CPU platform, and the
// anti-affinity groups the instance belongs to.
import { Link } from 'wouter'
import { instanceAutoRestartEligible } from '@/api/capabilities'
import { instanceAntiAffinityGroupList, instanceDiskList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { ListTable } from '../../list/list-table'
import { descriptionColumn } from '../../list/columns'
import { RelTime } from '../../ui/units'
import { InstanceLayout } from './instance-layout'
import { useInstance } from './use-instance'

const dash = <span className="dim">–</span>

function SettingsBody() {
  const { project, instance } = useInstance()
  const disks = useApiQuery(instanceDiskList, {
    path: { instance: instance.name },
    query: { project },
  })
  const bootDisk = disks.data?.items.find((d) => d.id === instance.bootDiskId)?.name
  const eligible = instanceAutoRestartEligible(instance)
  return (
    <>
      <h2 className="section-title">auto-restart</h2>
      <dl className="facts">
        <dt>policy</dt>
        <dd>{instance.autoRestartPolicy ?? 'default (best_effort)'}</dd>
        <dt>enabled</dt>
        <dd>{instance.autoRestartEnabled ? 'yes' : 'no'}</dd>
        <dt>cooldown expires</dt>
        <dd>
          {instance.autoRestartCooldownExpiration ? (
            <RelTime date={instance.autoRestartCooldownExpiration} />
          ) : (
            dash
          )}
        </dd>
        <dt>last auto-restart</dt>
        <dd>
          {instance.timeLastAutoRestarted ? (
            <RelTime date={instance.timeLastAutoRestarted} />
          ) : (
            dash
          )}
        </dd>
        {instance.runState === 'failed' && (
          <>
            <dt>restart</dt>
            <dd>{eligible ? 'eligible for automatic restart' : 'waiting for cooldown'}</dd>
          </>
        )}
      </dl>
      <h2 className="section-title">boot</h2>
      <dl className="facts">
        <dt>boot disk</dt>
        <dd>{bootDisk ?? (instance.bootDiskId ? instance.bootDiskId : dash)}</dd>
        <dt>cpu platform</dt>
        <dd>{instance.cpuPlatform ?? 'any'}</dd>
        <dt>jumbo frames</dt>
        <dd>{instance.enableJumboFrames ? 'enabled' : 'disabled'}</dd>
        <dt>description</dt>
        <dd>{instance.description || dash}</dd>
      </dl>
      <h2 className="section-title">anti-affinity groups</h2>
      <ListTable
        label="Anti-affinity groups"
        endpoint={instanceAntiAffinityGroupList}
        params={{ path: { instance: instance.name }, query: { project } }}
        columns={[
          {
            key: 'name',
            header: 'name',
            sortValue: (g) => g.name,
            cell: (g) => (
              <Link href={pb.antiAffinityGroup({ project, antiAffinityGroup: g.name })}>
                {g.name}
              </Link>
            ),
          },
          { key: 'policy', header: 'policy', cell: (g) => g.policy },
          descriptionColumn(),
        ]}
        emptyTitle="In no anti-affinity group"
      />
    </>
  )
}

export function InstanceSettingsTab() {
  return (
    <InstanceLayout>
      <SettingsBody />
    </InstanceLayout>
  )
}
