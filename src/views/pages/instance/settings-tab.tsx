// Instance settings: resize, the auto-restart policy with the section 4 eligibility rule for a
// failed instance, the boot disk, and the anti-affinity groups the instance belongs to.
import { Link } from 'wouter'
import { instanceAntiAffinityGroupList, instanceDiskList } from '@/api/generated/operations'
import type { Instance } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { ListTable } from '../../list/list-table'
import { descriptionColumn } from '../../list/columns'
import { RelTime } from '../../ui/units'
import { InstanceLayout } from './instance-layout'
import { restartOutlook } from './restart-outlook'
import { AutoRestartForm, ResizeForm } from './settings-forms'
import { useInstance } from './use-instance'
import { Facts } from '../../ui/facts'

const dash = <span className="dim">–</span>

function AutoRestart({ project, instance }: { project: string; instance: Instance }) {
  const outlook = restartOutlook(instance)
  return (
    <>
      <Facts className="facts">
        <dt>policy</dt>
        <dd>{instance.autoRestartPolicy ?? 'default (best effort)'}</dd>
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
        {outlook && (
          <>
            <dt>restart</dt>
            <dd>{outlook}</dd>
          </>
        )}
      </Facts>
      {/* Not drawn anew when the instance changes: what is typed stays, and the form says so. */}
      <AutoRestartForm {...{ project, instance }} />
    </>
  )
}

function SettingsBody() {
  const { project, instance } = useInstance()
  const disks = useApiQuery(instanceDiskList, {
    path: { instance: instance.name },
    query: { project },
  })
  const bootDisk = disks.data?.items.find((d) => d.id === instance.bootDiskId)?.name
  const args = { project, instance: instance.name }
  return (
    <>
      <h2 className="section-title">resize</h2>
      <ResizeForm {...{ project, instance }} />
      <h2 className="section-title">auto-restart</h2>
      <AutoRestart project={project} instance={instance} />
      <h2 className="section-title">boot</h2>
      <Facts className="facts">
        <dt>boot disk</dt>
        <dd>{bootDisk ?? (instance.bootDiskId ? instance.bootDiskId : dash)}</dd>
        <dt>cpu platform</dt>
        <dd>{instance.cpuPlatform ?? 'any'}</dd>
        <dt>jumbo frames</dt>
        <dd>{instance.enableJumboFrames ? 'enabled' : 'disabled'}</dd>
        <dt>description</dt>
        <dd>{instance.description || dash}</dd>
      </Facts>
      <div className="tab-actions">
        <CommandButton
          id="instance.set-boot-disk"
          args={args}
          target={instance}
          label="Change boot disk…"
        />
      </div>
      <h2 className="section-title">anti-affinity groups</h2>
      <div className="tab-actions">
        <CommandButton
          id="anti-affinity-group.member-add"
          args={args}
          target={instance}
          label="Add to anti-affinity group…"
        />
      </div>
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
        menu={(g) => [
          {
            id: 'anti-affinity-group.member-remove',
            args: { ...args, antiAffinityGroup: g.name },
            label: 'Remove from group',
          },
        ]}
        emptyTitle="In no anti-affinity group"
        emptyBody="An instance joins a group while it is stopped."
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
