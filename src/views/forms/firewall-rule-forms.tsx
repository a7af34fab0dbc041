// firewall-rules-new (optionally cloning :rule) and firewall-rules/:rule/edit. Rules have no
// view call of their own: the form finds the rule in the VPC's list.
import { useState } from 'react'
import { useParams } from 'wouter'
import { genName } from '@/lib/names'
import {
  instanceList,
  vpcFirewallRulesView,
  vpcList,
  vpcSubnetList,
} from '@/api/generated/operations'
import { ApiError } from '@/api/errors'
import { useApiQuery } from '@/api/hooks'
import type { VpcFirewallRuleUpdate } from '@/api/generated/schemas'
import { EDIT_CONFLICT } from '@/commands/vpc/firewall-rule-undo'
import { toRuleUpdate } from '@/commands/vpc/firewall-rule-args'
import { editedDescription } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'
import {
  RuleFields,
  newRule,
  ruleArgs,
  ruleValidators,
  ruleValues,
  type RuleNames,
  type RuleValues,
} from './firewall-rule-fields'

/** The named rule of the VPC, or a 404-like error when it isn't there. */
function useRule(project: string, vpc: string, rule: string | undefined) {
  const query = useApiQuery(vpcFirewallRulesView, rule ? { query: { project, vpc } } : null)
  const found = query.data?.rules.find((r) => r.name === rule)
  const missing = query.data && !found
  // Gone from the list while its form is open: the form keeps the rule it had (and says so).
  const [last, setLast] = useState(found)
  if (found && found !== last) setLast(found)
  return {
    data: found ?? last,
    reload: () => query.mutate(),
    error:
      query.error ??
      (missing ? new ApiError(`Firewall rule ${rule} not found`, { statusCode: 404 }) : undefined),
  }
}

/** The names a rule's targets and hosts can take, live: VPCs and instances of the project, the VPC's subnets. */
function useRuleNames(project: string, vpc: string): RuleNames {
  const all = { limit: 1000 }
  const vpcs = useApiQuery(vpcList, { query: { project, ...all } })
  const subnets = useApiQuery(vpcSubnetList, { query: { project, vpc, ...all } })
  const instances = useApiQuery(instanceList, { query: { project, ...all } })
  const names = (r: { data?: { items: { name: string }[] } }) => r.data?.items.map((x) => x.name)
  return { vpc: names(vpcs), subnet: names(subnets), instance: names(instances) }
}

function RuleForm(props: {
  title: string
  submitLabel: string
  commandId: string
  args: Record<string, unknown>
  initial: RuleValues
  /** an update: an emptied description is cleared */
  editing?: boolean
  /** an update: the rule as the form opened it; the save refuses if someone changed it since */
  expected?: VpcFirewallRuleUpdate
  /** shows the rule as it is now (someone else's change), dropping what was typed */
  onReload?: () => void
}) {
  const close = useClose()
  const form = useForm(props.initial, ruleValidators)
  const { project, vpc } = props.args as { project: string; vpc: string }
  const names = useRuleNames(project, vpc)
  const submit = useSubmit(props.commandId, close)
  const conflict = props.editing && submit.error?.includes(EDIT_CONFLICT)
  // The rule as this form opened it, kept while the list refreshes underneath (a reload remounts).
  const [opened] = useState(props.expected)
  // Only the user's change, applied to the rules as they are at save time (the command reads
  // the list then); `expected` makes it refuse over someone else's change to this very rule.
  const save = (expected: VpcFirewallRuleUpdate | undefined) => {
    if (!form.check()) return
    const args = ruleArgs(form.values)
    const description = props.editing ? editedDescription(args.description) : args.description
    void submit.run({ ...props.args, ...args, description, ...(expected ? { expected } : {}) })
  }
  return (
    <FormModal
      title={props.title}
      submitLabel={props.submitLabel}
      onDismiss={close}
      submit={submit}
      onSubmit={() => save(opened)}
    >
      {conflict && (
        <div className="form-conflict" role="group" aria-label="Changed by someone else">
          <p>
            Someone else changed this rule after the form opened. What you typed is kept; saving it
            replaces their change to this rule (other rules stay as they are now).
          </p>
          <button type="button" className="btn btn-sm" onClick={() => save(undefined)}>
            Overwrite with mine
          </button>{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onReload}>
            Reload theirs
          </button>
        </div>
      )}
      <RuleFields form={form} names={names} />
    </FormModal>
  )
}

/** A clone's values: the rule's, with a fresh generated name (the original's is taken). */
const cloneValues = (rule: Parameters<typeof ruleValues>[0]) => ({
  ...ruleValues(rule),
  name: genName(rule.name),
})

export function FirewallRuleCreateForm() {
  const { project, vpc } = useFormParams('project', 'vpc')
  const clone = useParams<{ rule?: string }>().rule
  const close = useClose()
  const original = useRule(project, vpc, clone)
  const form = (initial: RuleValues) => (
    <RuleForm
      title="Create firewall rule"
      submitLabel="Create rule"
      commandId="firewall-rule.create"
      args={{ project, vpc }}
      initial={initial}
    />
  )
  if (!clone) return form(newRule(vpc))
  return (
    <QueryModal title="Create firewall rule" onDismiss={close} query={original}>
      {(rule) => form(cloneValues(rule))}
    </QueryModal>
  )
}

export function FirewallRuleEditForm() {
  const { project, vpc, rule } = useFormParams('project', 'vpc', 'rule')
  const close = useClose()
  const current = useRule(project, vpc, rule)
  // A reload shows the rule as it is now: a fresh form (key) on the refetched rule.
  const [version, setVersion] = useState(0)
  const reload = () => void current.reload().then(() => setVersion((v) => v + 1))
  return (
    <QueryModal title="Edit firewall rule" onDismiss={close} query={current} edit>
      {(r) => (
        <RuleForm
          key={version}
          expected={toRuleUpdate(r)}
          onReload={reload}
          title="Edit firewall rule"
          submitLabel="Save changes"
          commandId="firewall-rule.update"
          args={{ project, vpc, rule }}
          initial={ruleValues(r)}
          editing
        />
      )}
    </QueryModal>
  )
}
