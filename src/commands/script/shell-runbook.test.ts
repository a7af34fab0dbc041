// Shell runbooks in the console: what the reader takes (shebang, set -eu, comments, continued
// lines, sleep, the export's wait loops) and what it refuses before anything runs, naming the line.
import { describe, expect, it } from 'vitest'
import { isShellScript, readShellRunbook } from './shell-runbook'

/** The runbook of issue 46, as it was on the clipboard. */
const RUNBOOK = [
  '#!/bin/sh',
  'set -eu',
  '# make the project, then take worker-1 down',
  'oxide project create --name rb-import \\',
  '  --description "from a runbook"',
  'oxide instance stop --project demo --instance worker-1',
  '',
].join('\n')

describe('readShellRunbook', () => {
  it('reads the runbook: shebang, set -eu, a comment and a continued line', () => {
    expect(isShellScript(RUNBOOK)).toBe(true)
    expect(readShellRunbook(RUNBOOK)).toEqual({
      errors: [],
      steps: [
        {
          kind: 'command',
          line: 4,
          text: 'oxide project create --name rb-import   --description "from a runbook"',
        },
        {
          kind: 'command',
          line: 6,
          text: 'oxide instance stop --project demo --instance worker-1',
        },
      ],
    })
  })

  it('takes sleep, set -e and -u, trailing comments, and the wait loop the export writes', () => {
    const { steps, errors } = readShellRunbook(
      [
        'set -e',
        'set -u',
        'sleep 2',
        'oxide instance start --project demo --instance web-1 # bring it up',
        'n=0',
        'until [ "$(oxide instance view --project demo --instance web-1 | jq -r .run_state)" = running ]; do',
        '  n=$((n + 1))',
        '  if [ "$n" -ge 30 ]; then echo "instance web-1 is not running after 30 s" >&2; exit 1; fi',
        '  sleep 1',
        'done',
      ].join('\n'),
    )
    expect(errors).toEqual([])
    expect(steps).toEqual([
      { kind: 'sleep', line: 3, text: 'sleep 2', ms: 2000 },
      { kind: 'command', line: 4, text: 'oxide instance start --project demo --instance web-1' },
      {
        kind: 'wait',
        line: 5,
        text: 'wait 30s: instance web-1 running --project demo',
        instance: 'web-1',
        project: 'demo',
        state: 'running',
        timeoutMs: 30_000,
      },
    ])
  })

  it.each([
    ['oxide instance list --project demo | grep web', 'a pipe (|)'],
    ['oxide instance stop --project $PROJECT --instance web-1', 'a shell variable ($)'],
    ['oxide project list > projects.json', 'a redirection (>)'],
    ['oxide project list && oxide disk list --project demo', 'an && (and-list)'],
    ['if true; then oxide project list; fi', 'a ; (several commands on one line)'],
    ['if true', "'if' (shell control flow)"],
    ['curl https://example.com', "'curl', another program"],
    ['PROJECT=demo', 'set a shell variable'],
    ['set -x', 'set -e, -u or -eu'],
    ['oxide instance strt --project demo --instance web-1', 'not a line the oxide CLI runs'],
    ['cat > body.json <<EOF', 'a here-document writes a file'],
  ])('refuses %s, naming the line and what it cannot do', (line, what) => {
    const source = `#!/bin/sh\nset -eu\noxide project create --name first\n${line}\n`
    const { errors } = readShellRunbook(source)
    expect(errors[0]).toMatchObject({ line: 4, text: line })
    expect(errors[0]!.reason).toContain(what)
  })

  it('does not take a console script for a shell runbook', () => {
    expect(isShellScript('goto /projects\nexpect demo\ninstance stop web-1')).toBe(false)
    expect(isShellScript('oxide project list\nsleep 2')).toBe(true)
    expect(isShellScript('oxide project list\nsleep 2s')).toBe(false)
  })
})
