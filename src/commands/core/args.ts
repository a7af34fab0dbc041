// Argument schemas shared by the resource commands, so every `name` or `project` argument
// validates and describes itself the same way in forms, the palette and scripts.
import { z } from 'zod'
import { GiB } from '@/lib/constants'
import { validateName } from '@/lib/validators'
import type { CommandContext } from './define'

// A resource name, checked like the server checks it, with the same message as the forms.
const name = () => checked(validateName)

export const newName = (what: string) => name().describe(`Name of the new ${what}`)

/** An existing resource, by name or id (the API takes either). */
export const ref = (description: string) => z.string().min(1).describe(description)

export const description = (what: string) =>
  z.string().max(512).default('').describe(`Description of the ${what}`)

/**
 * For updates: omitted means unchanged, null clears it. (An empty string can't mean "clear":
 * dispatch drops empty strings as "not given", which is what a skipped palette field sends.)
 */
export const optionalDescription = (what: string) =>
  z
    .string()
    .max(512)
    .nullable()
    .optional()
    .transform((d) => (d === null ? '' : d))
    .describe(`New description of the ${what}; unchanged if omitted, cleared if null`)

export const rename = (what: string) =>
  name().optional().describe(`New name of the ${what}; unchanged if omitted`)

export const project = ref('Project name')
export const vpc = ref('VPC name')

/** The project the user is looking at. */
export const projectDefaults = (ctx: CommandContext) => ({ project: ctx.scope.project })
/** The project, and the disk whose own page is open. */
export const diskDefaults = (ctx: CommandContext) => ({
  project: ctx.scope.project,
  disk: ctx.scope.disk,
})
/** The project and VPC the user is looking at. */
export const vpcDefaults = (ctx: CommandContext) => ({
  project: ctx.scope.project,
  vpc: ctx.scope.vpc,
})

/** Sizes are typed in GiB and sent in bytes. */
export const gibToBytes = (gib: number) => gib * GiB
export const bytesToGib = (bytes: number) => bytes / GiB

// Limits the platform's own console enforces (the spec's section 9 numeric limits): vCPUs up to
// 64, memory 1 to 1536 GiB, disks 1 to 1023 GiB.
export const INSTANCE_MAX_CPUS = 64
export const INSTANCE_MAX_MEMORY_GIB = 1536
export const DISK_MAX_GIB = 1023

/** A string checked by one of the section 5 validators, with its message. */
export const checked = (validate: (s: string) => string | undefined) =>
  z.string().superRefine((v, ctx) => {
    const error = validate(v)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
