// A resource's commands as the registry holds them. Views import each command object directly
// and keep its argument types; the registry only needs the erased form, and `dispatch` parses
// the args with the command's own schema before `run` sees them, so nothing unchecked gets in.
import type { AnyCommand, CommandDef } from './define'

// `any` here is the erasure itself: a command typed for its own args (and target) is not
// assignable to one taking any record, because function parameters are checked contravariantly.
type Erasable = CommandDef<any, any>

export const commandList = (...commands: Erasable[]): readonly AnyCommand[] => commands
