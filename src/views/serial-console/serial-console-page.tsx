// The serial console route: a full-height page with the instance header and state. A running
// instance gets a read-only view of the console buffer (GET .../serial-console) with a refresh
// button; any other state says why there is nothing to connect to.
import { useParams } from 'wouter'
import { instanceCan } from '@/api/capabilities'
import { instanceSerialConsole, instanceView } from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PageHeader } from '../layout/page-header'
import { StateBadge } from '../ui/badge'
import { Button } from '../ui/button'
import { LinkButton } from '../ui/link-button'
import { LoadingIndicator } from '../ui/loading-indicator'
import { consoleText } from './console-text'
import './serial-console.css'

/** How much of the end of the buffer to show. */
const TAIL_BYTES = 256 * 1024

export const NOT_RUNNING_MESSAGE =
  'You can only connect to the serial console on a running instance'

function ConsoleBuffer({ project, instance }: { project: string; instance: string }) {
  const { data, error, isValidating, mutate } = useApiQuery(instanceSerialConsole, {
    path: { instance },
    query: { project, mostRecent: TAIL_BYTES, maxBytes: TAIL_BYTES },
  })
  return (
    <>
      <div className="console-toolbar">
        <Button size="sm" onClick={() => void mutate()}>
          Refresh
        </Button>
        <LoadingIndicator loading={isValidating} label="Reading console" />
        {data && <span className="dim num">{data.lastByteOffset} bytes since boot</span>}
      </div>
      {error ? (
        <p className="console-message" role="alert">
          {error.message}
        </p>
      ) : (
        <pre className="console-output" aria-label="Serial console output" tabIndex={0}>
          {data ? consoleText(data.data) : ''}
        </pre>
      )}
    </>
  )
}

export function SerialConsolePage() {
  const { project = '', instance = '' } = useParams<{ project: string; instance: string }>()
  const data = usePageQuery(instanceView, { path: { instance }, query: { project } })
  const p = { project, instance: data.name }
  return (
    <div className="serial-console">
      <PageHeader
        title={`Serial console of ${data.name}`}
        actions={<LinkButton href={pb.instance(p)}>Back to instance</LinkButton>}
      />
      <div className="console-status">
        <span className="muted">{data.name}</span>
        <StateBadge state={data.runState} />
      </div>
      {instanceCan.serialConsole(data) ? (
        <ConsoleBuffer project={project} instance={data.name} />
      ) : (
        <p className="console-message">{NOT_RUNNING_MESSAGE}</p>
      )}
    </div>
  )
}
