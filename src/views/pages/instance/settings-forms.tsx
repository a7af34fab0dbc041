// The settings tab's inline forms: resize (vCPUs and memory) and the auto-restart policy. Each
// submits its command quietly and shows the outcome under itself; the disabled reason of the
// command (from the section 4 table) shows in place of the button's action.
import type { FormEvent, ReactNode } from 'react'
import type { Instance } from '@/api/generated/schemas'
import { INSTANCE_MAX_CPUS, INSTANCE_MAX_MEMORY_GIB, bytesToGib } from '@/commands/core/args'
import { AUTO_RESTART_POLICIES } from '@/commands/instance/instance-update'
import { SelectField } from '../../forms/kit/choice-fields'
import { UnderneathNote } from '../../forms/kit/changed-underneath'
import { SizeFields } from '../../forms/kit/size-fields'
import { numberError } from '../../forms/kit/text-fields'
import { useForm } from '../../forms/kit/use-form'
import { useSubmit, type Submit } from '../../forms/kit/use-submit'
import { Button } from '../../ui/button'
import { Tooltip } from '../../ui/tooltip'
import { useCommand } from '../../use-command'
import { SubmitKeyHint, submitOnModEnter } from '../../ui/submit-keys'

function InlineForm({
  label,
  commandId,
  args,
  target,
  submit,
  onSubmit,
  submitLabel,
  done,
  underneath,
  children,
}: {
  label: string
  commandId: string
  args: Record<string, unknown>
  target: unknown
  submit: Submit
  onSubmit: () => void
  submitLabel: string
  done?: string
  /** the instance changed underneath what is typed (use-form.ts), and how to take its values */
  underneath: { changed: boolean; reload: () => void }
  children: ReactNode
}) {
  const cmd = useCommand(commandId, args, { target })
  const handle = (e: FormEvent) => {
    e.preventDefault()
    // Before the commands have loaded (a key typed at once), dispatch waits for them and checks
    // the command then: the submit is not dropped.
    if (!submit.pending && (cmd.disabledReason === undefined || !cmd.command)) onSubmit()
  }
  return (
    <form
      className="inline-form"
      aria-label={label}
      onSubmit={handle}
      onKeyDown={submitOnModEnter}
      noValidate
    >
      {!submit.pending && (
        <UnderneathNote
          name={(target as { name?: string }).name ?? 'The instance'}
          gone={false}
          {...underneath}
        />
      )}
      <div className="inline-form-fields">{children}</div>
      <div className="inline-form-foot">
        <Tooltip content={cmd.cli ? <code>$ {cmd.cli}</code> : null}>
          <Button
            type="submit"
            variant="primary"
            size="sm"
            disabled={cmd.disabledReason !== undefined || submit.pending}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {submit.pending ? `${submitLabel}…` : submitLabel}
          </Button>
        </Tooltip>
        <SubmitKeyHint />
        {cmd.disabledReason ? (
          <span className="muted">{cmd.disabledReason}</span>
        ) : submit.error ? (
          <span className="form-server-error" role="alert">
            {submit.error}
          </span>
        ) : done ? (
          <span className="muted">{done}</span>
        ) : null}
      </div>
    </form>
  )
}

export function ResizeForm({ project, instance }: { project: string; instance: Instance }) {
  const form = useForm(
    { ncpus: String(instance.ncpus), memory: String(bytesToGib(instance.memory)) },
    {
      ncpus: (v) => numberError(v, 1, INSTANCE_MAX_CPUS),
      memory: (v) => numberError(v, 1, INSTANCE_MAX_MEMORY_GIB),
    },
  )
  const submit = useSubmit('instance.resize')
  const args = {
    project,
    instance: instance.name,
    ncpus: Number(form.values.ncpus),
    memory: Number(form.values.memory),
  }
  return (
    <InlineForm
      label="Resize"
      commandId="instance.resize"
      args={args}
      target={instance}
      submit={submit}
      submitLabel="Resize"
      underneath={form.underneath}
      onSubmit={() => form.check() && void submit.run(args)}
    >
      <SizeFields ncpus={form.field('ncpus')} memory={form.field('memory')} />
    </InlineForm>
  )
}

type Policy = (typeof AUTO_RESTART_POLICIES)[number]

const POLICY_LABEL: Record<Policy, string> = {
  default: "default (the control plane's choice: best effort)",
  best_effort: 'best effort: restart after a failure when possible',
  never: 'never: stay failed until started by hand',
}

export function AutoRestartForm({ project, instance }: { project: string; instance: Instance }) {
  const current: Policy = instance.autoRestartPolicy ?? 'default'
  const form = useForm({ policy: current as string })
  const submit = useSubmit('instance.set-auto-restart')
  const args = { project, instance: instance.name, policy: form.values.policy }
  return (
    <InlineForm
      label="Auto-restart policy"
      commandId="instance.set-auto-restart"
      args={args}
      target={instance}
      submit={submit}
      submitLabel="Save policy"
      underneath={form.underneath}
      onSubmit={() => void submit.run(args)}
    >
      <SelectField
        label="Policy"
        field={form.field('policy')}
        options={AUTO_RESTART_POLICIES.map((p) => ({ value: p, label: POLICY_LABEL[p] }))}
      />
    </InlineForm>
  )
}
