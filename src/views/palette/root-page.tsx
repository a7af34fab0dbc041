// The palette's first page: while the input is empty, the selected rows' commands, the last
// change's undo, the page's own actions, recent runs, then every command by group; a ranked list
// of commands and resources once the user types.
import { Command } from 'cmdk'
import {
  type KeyboardEvent,
  type UIEvent,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'wouter'
import type { CommandContext } from '@/commands/core/define'
import { toCommandLine } from '@/commands/command-line/line'
import { commandsReady, findCommand } from '@/commands/core/registry'
import { visitedAtom } from '@/state/history'
import { recentCommandsAtom } from '@/state/preferences'
import { fleetViewerAtom } from '@/state/session'
import { undoStackAtom } from '@/state/undo'
import {
  clearPendingAtom,
  palettePendingAtom,
  walkLineAtom,
  type PendingKey,
} from '@/state/palette'
import { store, useAtomValue } from '@/state/store'
import { signedOutPage } from '../command-context'
import { useRegisteredCommands } from '../use-command'
import { mergeArgs } from '@/commands/core/prepare-args'
import {
  commandEntries,
  entryCli,
  entryCliBody,
  recentEntries,
  undoEntries,
  type PaletteEntry,
} from './entries'
import { jumpEntries, visitedEntries, visitedFirst } from './jump-entries'
import { LineHint, LineList, RUN_KEY, runLine, useLineMode } from './line-mode'
import { paletteKey } from './palette-keys'
import { EntryRow, PaletteFooter, PaletteNotes, PalettePrompt } from './palette-parts'
import { entriesOf, useIndexFill, useResourceIndex } from './resource-index'
import { TRUST_FAR_MS } from '../name-index/lookup'
import { EnterNoteLine, IndexStatus, NoResults } from './index-status'
import { useEnter } from './use-enter'
import { useExactHits } from './use-name-probe'
import { finderOf, groupsOf, indexFor, selectionFirst } from './root-lists'
import { usePaletteSearch } from './use-palette-search'
import { namesOf, verbEntries } from './verb-entries'
import { whenIdle } from '../when-idle'
import { useSelection } from './use-selection'
import type { TableSubjects } from '../keyboard/table-scope'
import { pageEntries, rowsLine, selectionEntries } from './subject-entries'
import {
  BROWSE_AHEAD,
  BROWSE_STEP,
  FIRST_BROWSE_ROWS,
  FIRST_RESULT_ROWS,
  MAX_RESULTS,
  TABLE_GROUP,
} from './palette-sizes'

/**
 * The generic commands for the rest of the API (one per operation, a few hundred) are found by
 * typing; the list shown before anything is typed leaves them out, so it stays a readable menu
 * (and the first keystroke doesn't have to tear down hundreds of rows).
 */

type Props = {
  ctx: CommandContext
  query: string
  /** why the last run from this page failed */
  error?: string
  onQuery: (q: string) => void
  onChoose: (entry: PaletteEntry) => void
  /** the rows of the table the palette opened over (the selection, the cursor's row) */
  subjects: TableSubjects | null
}

export function RootPage({ ctx, query, error, onQuery, onChoose, subjects }: Props) {
  const registered = useRegisteredCommands()
  const recents = useAtomValue(recentCommandsAtom)
  const fleet = useAtomValue(fleetViewerAtom) === true
  // Signed out, listing resources would only answer 401 and bounce to the login page again.
  const [path] = useLocation()
  // The keystroke's own render shows the key in the input; the list (search, ranking, rows)
  // follows in a render React starts after that paint and gives up for a newer key. Enter, Tab
  // and the arrows wait until the list is the query's (`ready`).
  const listQuery = useDeferredValue(query)
  // `#name` looks through every project's resources; anything else searches commands too.
  const everywhere = listQuery.trimStart().startsWith('#')
  const project = ctx.scope.project
  const resourceIndex = useResourceIndex()
  const signedOut = signedOutPage(path)
  const fill = everywhere || /\S\s+\S/.test(listQuery.trim()) // `stop web-1`: any project's
  useIndexFill(fill && !signedOut && !resourceIndex.complete, fleet)
  const resources = everywhere ? resourceIndex.entries : entriesOf(resourceIndex.entries, project)
  const visits = useAtomValue(visitedAtom)
  const undoStack = useAtomValue(undoStackAtom)
  // Read when the palette opens (this page mounts): right after a change, its undo comes first.
  const [openedAt] = useState(Date.now)
  const undo = useMemo(() => undoEntries(undoStack, openedAt), [undoStack, openedAt])
  // The context is a new object whenever scope or the fleet flag change: visibility follows.
  const commands = useMemo(() => commandEntries(registered, ctx), [registered, ctx])
  // With rows selected, their commands run on all of them ("Stop instance · 2 selected") in
  // place of the commands that ask for one; without, the page's own actions come first.
  const find = useMemo(() => finderOf(registered), [registered])
  const selected = useMemo(() => selectionEntries(subjects, find, ctx), [subjects, find, ctx])
  const searchable = useMemo(() => {
    const taken = new Set(selected.map((e) => e.commandId))
    return selected.length
      ? [...selected, ...commands.filter((e) => !taken.has(e.commandId))]
      : commands
  }, [selected, commands])
  const page = useMemo(
    () => (selected.length ? [] : pageEntries(commands, ctx, subjects, find)),
    [selected, commands, ctx, subjects, find],
  )
  const recent = useMemo(() => recentEntries(recents, findCommand, ctx), [recents, ctx])
  const index = indexFor(everywhere ? null : searchable, resources)
  const visited = useMemo(() => visitedEntries(visits, resources), [visits, resources])
  // The highlighted row always belongs to what is on screen: selection follows `shown`.
  const line = useLineMode(listQuery, ctx, onQuery)
  const searched = line.active ? '' : everywhere ? listQuery.trimStart().slice(1) : listQuery
  const { results: found, settled } = usePaletteSearch(
    index,
    searched,
    MAX_RESULTS,
    resourceIndex.complete,
  )
  // A resource named exactly as typed, anywhere, ranks above every command (use-name-probe.ts).
  const word = line.active ? '' : searched.trim().toLowerCase()
  const probe = everywhere && !signedOut && !resourceIndex.complete
  const exact = useExactHits(word, resourceIndex.entries, probe, fleet)
  // `stop web-1`: a command on a resource named in the same query (verb-entries.ts).
  useEffect(() => whenIdle(() => void namesOf(resourceIndex.entries)), [resourceIndex.entries])
  const verbs = useMemo(
    () => verbEntries(searched, resourceIndex.entries, commands, find, ctx),
    [searched, resourceIndex.entries, commands, find, ctx],
  )
  const results =
    found &&
    selectionFirst([
      ...jumpEntries(listQuery, resources),
      ...exact,
      ...verbs,
      ...visitedFirst(
        exact.length ? found.filter((f) => !exact.some((x) => x.key === f.key)) : found,
        visits,
      ),
    ])
  // The empty palette: the selection's commands, the undo of the last change, the page's own
  // actions, where the user went and what they ran, then every command by group; neither the
  // generic API commands (typed for) nor the cursor and selection keys (pressed, not looked for).
  const browse = useMemo(() => {
    const first = new Set([...selected, ...page].map((e) => e.commandId))
    const rest = commands.filter(
      (e) => !e.generic && !first.has(e.commandId) && !find(e.commandId)?.uiOnly,
    )
    // The list's view lines (`sort`, `show column`: typed for, like the table keys) go last,
    // whenever their code registered: the menu starts with the page, not the table.
    rest.sort((a, b) => Number(a.group === TABLE_GROUP) - Number(b.group === TABLE_GROUP))
    // In the order it shows: by group.
    const menu = [...selected, ...undo, ...page, ...visited, ...recent, ...rest]
    return groupsOf(menu).flatMap(([, entries]) => entries)
  }, [selected, page, undo, visited, recent, commands, find])
  const hidden = commands.filter((e) => e.generic).length
  // The empty palette's menu (hundreds of rows) is drawn as far as it is looked at: its first
  // rows, more as the list is scrolled or the highlight goes down it, all of it for End or Up
  // round the top. Drawn whole, the first key typed over it spent longer taking it down than
  // drawing its own results.
  const [browseRows, setBrowseRows] = useState(FIRST_BROWSE_ROWS)
  const browsing = results === null
  // Back to its first rows once results take its place.
  const [wasBrowsing, setWasBrowsing] = useState(browsing)
  if (wasBrowsing !== browsing) {
    setWasBrowsing(browsing)
    if (!browsing) setBrowseRows(FIRST_BROWSE_ROWS)
  }
  const shown = results ?? browse
  // The list's first render for a query draws the results it has room for; the rest (down to
  // MAX_RESULTS, for scrolling) follow in a later render the next key can interrupt.
  const resultsFor = `${searched}\u0000${found === null}`
  const [allRowsFor, setAllRowsFor] = useState<string | null>(null)
  const more = (results?.length ?? 0) > FIRST_RESULT_ROWS
  useEffect(() => {
    if (more) startTransition(() => setAllRowsFor(resultsFor))
  }, [more, resultsFor])
  const resultsShown = allRowsFor === resultsFor ? results : results?.slice(0, FIRST_RESULT_ROWS)
  const selection = useSelection(
    listQuery,
    line.active
      ? line.keys.map((key) => ({ key }))
      : shown.map((e) => ({ key: e.key, disabled: e.disabledReason !== undefined })),
  )
  const current = shown.find((e) => e.key === selection.value)
  const browseAt = browsing ? browse.findIndex((e) => e.key === selection.value) : -1
  const browseShown = browse.slice(0, Math.max(browseRows, browseAt + BROWSE_AHEAD))
  const browseCut = browsing && !line.active && browseShown.length < browse.length
  const onListScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    if (browseCut && el.scrollTop + el.clientHeight > el.scrollHeight - 240)
      setBrowseRows(browseShown.length + BROWSE_STEP)
  }
  const currentCmd = current && findCommand(current.commandId)
  // On the selection: its typed line (no one `oxide` line runs on several rows); a key that
  // moves the cursor: the key, not a line.
  const asLine = current?.rows !== undefined || currentCmd?.uiOnly === true
  const cli = line.active
    ? line.cli
    : current && !asLine
      ? entryCli(currentCmd, ctx, current.args)
      : undefined
  const cliBody = line.active
    ? line.body
    : current && !asLine
      ? entryCliBody(currentCmd, ctx, current.args)
      : undefined
  const typed =
    line.active || !currentCmd || !current || currentCmd.uiOnly
      ? undefined
      : current.rows
        ? rowsLine(currentCmd, ctx, current.rows)
        : toCommandLine(currentCmd, mergeArgs(currentCmd, ctx, current.args))

  // Enter runs the result for everything typed, never a stale one: pressed while the commands or
  // the full search are still coming, it waits for them (the request is kept in the palette's
  // state, so an Enter typed before this code loaded counts too). What it then does is
  // use-enter.ts's: a name the index does not hold is looked up across the silo.
  const ready = listQuery === query && commandsReady() && (line.active || settled)
  const enter = useEnter(query, fleet)
  // The query for which the user moved the highlight (arrows, the pointer): cmdk also moves it
  // by itself as rows come and go, which is no choice of theirs.
  const movedFor = useRef<string | null>(null)
  // Read at the press: the index is complete and fresh, so a name it lacks is not there.
  const indexAnswers = () =>
    resourceIndex.complete &&
    resourceIndex.oldest !== null &&
    Date.now() - resourceIndex.oldest < TRUST_FAR_MS
  const pending = useAtomValue(palettePendingAtom)
  const runSelected = () => {
    if (line.active) {
      const i = selection.value.startsWith('line:choice:')
        ? Number(selection.value.split(':')[2])
        : -1
      if (selection.value === RUN_KEY || i < 0) runLine(query, ctx)
      else line.accept(i)
    } else {
      enter.press({
        current,
        picked: selection.picked && movedFor.current === query,
        exact,
        indexAnswers,
        run: () => current && current.disabledReason === undefined && onChoose(current),
        go: onChoose,
      })
    }
  }
  // A key kept for this page acts once the page can answer for the query it was pressed on.
  const acting = useRef<PendingKey | null>(null)
  useEffect(() => {
    if (pending === null || !ready || acting.current === pending) return
    if (pending.key === 'Tab' && !line.canComplete) return
    const done = () => store.set(clearPendingAtom)
    // Keys typed after it make a different query: the key was for an older one.
    if (pending.query !== query) return done()
    if (pending.key === 'Enter') {
      done()
      runSelected()
    } else if (pending.key === 'Tab') {
      // The keys after the Tab wait until the query shows its completion.
      acting.current = pending
      void line.complete(selection.value).finally(done)
    } else {
      done()
      movedFor.current = query
      selection.move(pending.key === 'ArrowDown' ? 1 : -1)
    }
  })
  const onPromptKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (/^(Arrow(Up|Down)|Home|End|Page(Up|Down))$/.test(e.key)) movedFor.current = query
    // Esc while Enter looks a name up stops the lookup; the palette stays.
    if (e.key === 'Escape' && enter.stop()) {
      e.preventDefault()
      e.stopPropagation()
      return
    }
    // Up on an empty prompt (Down on a line it brought back) walks the line history, as in a
    // shell: before anything the menu does with the arrows, however much of it is drawn.
    const arrow = e.key === 'ArrowUp' ? 'up' : e.key === 'ArrowDown' ? 'down' : null
    if (arrow && store.set(walkLineAtom, arrow)) {
      e.preventDefault()
      return
    }
    const firstEnabled = browse.findIndex((x) => x.disabledReason === undefined)
    if (browseCut && (e.key === 'End' || (e.key === 'ArrowUp' && browseAt === firstEnabled))) {
      // The menu's last row is not drawn yet: draw it all, and highlight it.
      e.preventDefault()
      e.stopPropagation()
      const last = browse.findLast((x) => x.disabledReason === undefined)
      setBrowseRows(browse.length)
      if (last) selection.onValueChange(last.key)
      return
    }
    if (!ready && !e.shiftKey && paletteKey(e.key)) {
      // Enter, Tab or an arrow before the results for the query are known (the commands still
      // loading: the line cannot even be read yet): kept until they are.
      e.preventDefault()
      e.stopPropagation()
      return
    }
    if (e.key === 'Enter' && !line.active && !e.shiftKey && !e.nativeEvent.isComposing) {
      // Not cmdk's: it would run the highlighted row whatever was typed (use-enter.ts decides).
      e.preventDefault()
      e.stopPropagation()
      runSelected()
      return
    }
    line.onKeyDown(e, selection.value)
  }
  const searching = !line.active && !ready && (pending !== null || !results?.length)

  // The menu's rows, under their groups' headings (no result names its group there).
  const row = (e: PaletteEntry) => (
    <EntryRow key={e.key} entry={e} searched={false} onChoose={onChoose} />
  )
  // Results keep their rows by position: the next key's results fill the rows already drawn
  // (new text, a new value for cmdk) instead of taking them down and drawing new ones.
  const resultRow = (e: PaletteEntry, i: number) => (
    <EntryRow key={i} entry={e} searched onChoose={onChoose} />
  )

  return (
    <Command
      label="Command palette"
      shouldFilter={false}
      vimBindings={false}
      loop
      value={selection.value}
      onValueChange={selection.onValueChange}
    >
      <PalettePrompt
        crumbs={[]}
        query={query}
        onQuery={onQuery}
        placeholder="Type a command, a resource name, #name in any project, or an id"
        onKeyDown={onPromptKey}
      />
      <PaletteNotes error={error}>
        {line.active && <LineHint mode={line} />}
        {searching && listQuery.trim() && (
          <div className="dim" role="status">
            searching…
          </div>
        )}
        {!line.active && enter.note && <EnterNoteLine note={enter.note} />}
        {!searching && !line.active && !enter.note && results?.length === 0 && (
          <NoResults index={resourceIndex} query={listQuery} ctx={ctx} />
        )}
        {!line.active && !signedOut && <IndexStatus index={resourceIndex} />}
        {!line.active && !results && hidden > 0 && (
          <div className="dim">
            {hidden} API operation commands are not listed: type api or part of an operation name
          </div>
        )}
      </PaletteNotes>
      <Command.List
        label="Commands"
        className="palette-list"
        onScroll={onListScroll}
        onPointerMove={() => (movedFor.current = query)}
        // The query the list shows (it follows the input by a render): for tests and the bench.
        data-query={listQuery}
      >
        {line.active ? (
          <LineList line={listQuery} mode={line} ctx={ctx} />
        ) : resultsShown ? (
          resultsShown.map(resultRow)
        ) : (
          groupsOf(browseShown).map(([group, entries]) => (
            <Command.Group key={group} heading={group} className="palette-group">
              {entries.map(row)}
            </Command.Group>
          ))
        )}
      </Command.List>
      <PaletteFooter
        cli={cli}
        body={cliBody}
        line={typed}
        keybinding={!line.active && currentCmd?.uiOnly ? currentCmd.keybinding : undefined}
        hint={line.active ? '↵ run · tab complete · esc close' : '↵ run · ↑↓ move · esc close'}
      />
    </Command>
  )
}
