// Run-state actions. Each one checks the shared capability table (src/api/capabilities.ts) so
// the mock refuses exactly what the console disables. Like Nexus, asking for the state an
// instance is already in or heading to is not an error.
import { instanceCan } from '@/api/capabilities'
import { invalidRequest } from '../db/errors'
import { find } from '../db/lookup'
import { runInstance } from '../db/transitions'
import type { HandlerMap } from '../msw/types'

// omicron: nexus/src/app/instance.rs, the check before any requested state change.
const refuse = (state: string) =>
  invalidRequest(`instance state cannot be changed from state "${state}"`)

export const instanceActionHandlers = {
  instance_start: (ctx) => {
    const { db } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const state = instance.run_state
    if (state === 'running' || state === 'starting') return instance
    if (!instanceCan.start({ runState: state })) throw refuse(state)
    runInstance(db, instance, ['starting', 'running'])
    return instance
  },

  instance_stop: (ctx) => {
    const { db } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const state = instance.run_state
    if (state === 'stopped' || state === 'stopping') return instance
    if (!instanceCan.stop({ runState: state })) throw refuse(state)
    // A failed instance has no VMM left to stop: it goes straight to stopped.
    runInstance(db, instance, state === 'failed' ? ['stopped'] : ['stopping', 'stopped'])
    return instance
  },

  instance_reboot: (ctx) => {
    const { db } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    if (!instanceCan.reboot({ runState: instance.run_state })) throw refuse(instance.run_state)
    runInstance(db, instance, ['rebooting', 'running'])
    return instance
  },
} satisfies HandlerMap
