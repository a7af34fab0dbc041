// The instance header (state, id, resources and lifecycle commands) over the instance tabs.
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { StateBadge } from '../../ui/badge'
import { CopyButton } from '../../ui/copy-button'
import { Tabs } from '../../ui/tabs'
import { Bytes, RelTime, Unit } from '../../ui/units'
import { useInstance } from './use-instance'
import './instance.css'
import { Facts } from '../../ui/facts'

export function InstanceLayout({ children }: { children: ReactNode }) {
  const { project, instance } = useInstance()
  const p = { project, instance: instance.name }
  const args = p
  return (
    <>
      <PageHeader
        title={`Instance ${instance.name}`}
        cli={[
          `oxide instance view --project ${project} --instance ${instance.name}`,
          `oxide instance serial console --project ${project} --instance ${instance.name}`,
        ]}
        actions={
          <>
            <CommandButton id="instance.start" args={args} target={instance} />
            <CommandButton id="instance.stop" args={args} target={instance} />
            <CommandButton id="instance.reboot" args={args} target={instance} />
            <CommandButton
              id="nav.serial-console"
              args={args}
              target={instance}
              label="Serial console"
            />
            <CommandButton
              id="instance.delete"
              args={args}
              target={instance}

              variant="danger"
            />
          </>
        }
      />
      <Facts className="instance-facts">
        <div>
          <dt>state</dt>
          <dd>
            <StateBadge state={instance.runState} />
          </dd>
        </div>
        <div>
          <dt>project</dt>
          <dd>
            <Link href={pb.instances({ project })}>{project}</Link>
          </dd>
        </div>
        <div>
          <dt>cpu</dt>
          <dd>
            <Unit value={instance.ncpus} unit="vCPU" />
          </dd>
        </div>
        <div>
          <dt>memory</dt>
          <dd>
            <Bytes bytes={instance.memory} />
          </dd>
        </div>
        <div>
          <dt>hostname</dt>
          <dd>{instance.hostname}</dd>
        </div>
        <div>
          <dt>id</dt>
          <dd className="instance-id">
            <span className="muted">{instance.id}</span>
            <CopyButton text={instance.id} label="" what="instance id" />
          </dd>
        </div>
        <div>
          <dt>created</dt>
          <dd>
            <RelTime date={instance.timeCreated} />
          </dd>
        </div>
      </Facts>
      <Tabs
        label="Instance"
        tabs={[
          { label: 'storage', to: pb.instanceStorage(p) },
          { label: 'networking', to: pb.instanceNetworking(p) },
          { label: 'metrics', to: pb.instanceMetrics(p) },
          { label: 'connect', to: pb.instanceConnect(p) },
          { label: 'settings', to: pb.instanceSettings(p) },
        ]}
      >
        {children}
      </Tabs>
    </>
  )
}
