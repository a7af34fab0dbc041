// Shows what the generic `api` commands open: the body form, or the result of a call in a wide
// dialog (table or JSON) with the equivalent `oxide api` line. Mounted once by the app.
import { BODY_FILE, bodyFor, bodyText } from '@/commands/command-line/cli'
import { Suspense } from 'react'
import { opTable, type OpInfo, type OperationId } from '@/api/generated/op-table'
import { apiCommandId } from '@/commands/generic-api/api-commands'
import { findCommand } from '@/commands/core/registry'
import { apiViewAtom, openApiViewAtom } from '@/state/api-view'
import { useAtomValue, useSetAtom } from '@/state/store'
import { Button } from '../ui/button'
import { ModalShell } from '../ui/modal-shell'
import { ApiBodyForm } from './api-body-form'
import { JsonResult, ListResult } from './api-result'
import './api.css'

export function ApiViewHost() {
  const view = useAtomValue(apiViewAtom)
  const open = useSetAtom(openApiViewAtom)
  if (!view) return null
  const close = () => open(null)
  if (view.kind === 'form')
    return (
      <Suspense fallback={null}>
        <ApiBodyForm key={view.opId} opId={view.opId} args={view.args} onDismiss={close} />
      </Suspense>
    )
  const op = opTable[view.opId as OperationId] as OpInfo
  const cmd = findCommand(apiCommandId(view.opId))
  const line = cmd?.cli?.(view.args)
  const body = cmd ? bodyText(bodyFor(cmd, view.args)) : undefined
  return (
    <ModalShell
      title={op.summary || view.opId}
      onDismiss={close}
      panelClass="dialog api-panel"
      footer={<Button onClick={close}>Close</Button>}
    >
      {line && <p className="dim api-line">$ {line}</p>}
      {line && body && <pre className="dim api-line">{`${BODY_FILE}:\n${body}`}</pre>}
      {view.kind === 'list' ? (
        <ListResult opId={view.opId} args={view.args} />
      ) : (
        <JsonResult result={view.result} />
      )}
    </ModalShell>
  )
}
