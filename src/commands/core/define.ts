// The command object: every user action is written once with `defineCommand` and run through
// `dispatch`, whatever triggered it (button, row menu, palette, key, script, test).
import type { ScopedMutator } from 'swr'
import type { z } from 'zod'
import type { Store } from '@/state/store'
import type { UndoSpec } from './undo-spec'

/** Where a command was triggered from; logged with every run. */
export type CommandSource = 'ui' | 'palette' | 'keyboard' | 'script' | 'test' | 'undo'

/** `true`, or the reason the command is disabled, shown on buttons and in the palette. */
export type Availability = true | string

/** One completion for an argument, e.g. an instance of the current project. */
export type Choice = {
  /** the argument value */
  value: string
  /** shown in the palette; defaults to value */
  label?: string
  /** dimmed text after the label: state, project, size */
  detail?: string
  keywords?: string[]
  /** the resource behind the choice, handed to `available` as its target (when its guard agrees) */
  target?: unknown
}

export type ToastInput = {
  title: string
  content?: string
  variant?: 'success' | 'error' | 'info'
  /** a button on the toast that runs a command (the Undo of an undoable change) */
  action?: ToastAction
}

export type ToastAction = { label: string; commandId: string; args: Record<string, unknown> }

/** What the route tells commands about where the user is. */
export type CommandScope = {
  project?: string
  instance?: string
  vpc?: string
  silo?: string
  pool?: string
  /** the subnet pool of /system/networking/subnet-pools/:subnetPool */
  subnetPool?: string
  /** the alert receiver whose page is open */
  receiver?: string
  /** the support bundle (id) whose page is open */
  bundle?: string
  /** the disk or image whose own page is open */
  disk?: string
  image?: string
}

export type CommandContext = {
  store: Store
  mutate: ScopedMutator
  navigate: (to: string, options?: { replace?: boolean }) => void
  toast: (toast: ToastInput) => void
  scope: CommandScope
}

export type ConfirmSpec = {
  /** dialog title, e.g. "Delete instance" */
  title: string
  /** what will happen, e.g. "Are you sure you want to delete web-1?" */
  message: string
  /** the confirm button's label */
  actionLabel?: string
  /** style of the confirm button */
  danger?: boolean
}

export type ArgsOf<S extends z.ZodObject> = z.infer<S>

/**
 * A command's arguments are the zod schema `S`; `T` is the resource its `available` reads (an
 * instance for `instance.stop`), admitted by the `target` guard.
 */
export type CommandDef<S extends z.ZodObject = z.ZodObject, T = unknown> = {
  /** stable `resource.verb`; never rename one */
  id: string
  /** sentence case, short, imperative: "Stop instance" */
  title: string
  /** palette section */
  group: string
  keywords?: string[]
  /** words that, typed alone in the palette, list it first, as a title starting so would */
  leadWords?: string[]
  /** typed arguments; every field has `.describe()` */
  args: S
  /** completion sources per argument, fed by live API data */
  complete?: {
    [K in keyof ArgsOf<S>]?: (ctx: CommandContext, partial: Partial<ArgsOf<S>>) => Promise<Choice[]>
  }
  /**
   * Optional arguments that are asked for all the same when not given (a new disk's size): a
   * caller that can ask (the palette, a key) gets `needs-arg` for them, and their completion
   * offers the default first, so Enter takes it. Lines, scripts and forms keep the default.
   */
  ask?: (keyof ArgsOf<S> & string)[]
  /** argument defaults from where the user is (e.g. the current project) */
  defaults?: (ctx: CommandContext) => Partial<ArgsOf<S>>
  /**
   * Which targets `available` reads: callers hand over whatever resource they hold, and one the
   * guard refuses reaches `available` as undefined. The guards live with the capability helpers
   * (src/api/capabilities.ts), e.g. `hasRunState`.
   */
  target?: (target: unknown) => target is T
  /**
   * Whether the command can run, from resource state. `target` is the resource the args name when
   * the caller has it (a table row, a completion choice); `resolve` fetches it otherwise.
   */
  available?: (ctx: CommandContext, args: Partial<ArgsOf<S>>, target?: T) => Availability
  /** Loads the target resource for `available` when the caller did not pass it. */
  resolve?: (ctx: CommandContext, args: ArgsOf<S>) => Promise<unknown>
  /** Only for things that truly don't apply (role-gated); prefer `available` with a reason. */
  visible?: (ctx: CommandContext) => boolean
  /** confirmation for destructive commands; null: none needed for these args */
  confirm?: (args: ArgsOf<S>) => ConfirmSpec | null
  run: (args: ArgsOf<S>, ctx: CommandContext) => Promise<unknown>
  /** `mod+k`, `shift+/`, chords `g i` */
  keybinding?: string
  /**
   * The focus scope the key belongs to. `table`: where no table is, the command is unavailable
   * and its key is left alone, with no message. `terminal`: the key works while the terminal
   * has focus, where every other key goes to the guest (Ctrl+] leaves the terminal). `pane`:
   * the console workspace's pane keys, bound only while its `available` says so.
   */
  keyScope?: 'table' | 'terminal' | 'pane'
  /**
   * The command only moves the cursor, the selection or focus on the page (the table keys, the
   * console workspace's moves between panes): it reads and changes nothing a user would look
   * for afterwards, so it is not written to the log (nor to a script recording), the palette's
   * first page does not list it, and the palette's footer shows its key rather than a line.
   */
  uiOnly?: boolean
  /**
   * What the status bar says while it runs, at once ("Undoing: Start instance web-1..."); the
   * title and an ellipsis unless given.
   */
  progress?: (args: ArgsOf<S>) => string
  /**
   * Commands that share a lane run one at a time, in the order they were triggered: the next
   * waits for the one before to end before it resolves, confirms and runs (undo and redo, which
   * pick their entry from stacks the one before is still moving).
   */
  lane?: string
  /** toast on success (mutations); navigation stays quiet */
  successMessage?: (args: ArgsOf<S>, result: unknown) => string
  /** how the change is taken back (core/undo-spec.ts); a change without one cannot be undone */
  undo?: UndoSpec<ArgsOf<S>>
  /** the equivalent `oxide` CLI line; the log passes the run's result too */
  cli?: (args: Partial<ArgsOf<S>>, result?: unknown) => string
  /**
   * The JSON request body (wire, snake_case) to put in the file the `cli` line names with
   * `--json-body body.json`, for what the CLI can only do with a body; undefined otherwise.
   */
  cliBody?: (args: Partial<ArgsOf<S>>) => unknown
  /** how the command reads as a typed line; defaults are derived from the id and the args */
  line?: CommandLineSpec<ArgsOf<S>>
}

/**
 * The typed-line grammar of a command (src/commands/command-line/line.ts). By default the words are
 * the id's two halves (`instance stop`), the argument named like the resource is positional and
 * every argument is a kebab-case `--flag`.
 */
export type CommandLineSpec<A = Record<string, unknown>> = {
  /** e.g. `['ip-pool', 'range', 'add']` */
  words?: string[]
  /** arguments taken in order without a flag */
  positional?: (keyof A & string)[]
  /** extra flag names (without `--`) for an argument, e.g. `{ group: 'identity' }` */
  flags?: Record<string, keyof A & string>
}

export type AnyCommand = CommandDef<z.ZodObject>

/** Identity, for inference: views import the returned object and keep its types. */
export function defineCommand<S extends z.ZodObject, T = unknown>(
  def: CommandDef<S, T>,
): CommandDef<S, T> {
  return def
}
