// "Run script" without a source: pick a shipped demo (as a console script or a shell script), a
// file, the clipboard, or paste the text; choose the typing speed and whether to step through;
// play.
import { useId, useState } from 'react'
import { SCRIPT_SPEEDS, setRunScriptDialogAtom, type ScriptSpeed } from '@/state/script'
import { useSetAtom } from '@/state/store'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { useCommand } from '../use-command'
import { DEMOS, shellPath } from '@/commands/script/demo-list'
import { FilePicker } from '../ui/file-picker'

export function RunScriptDialog() {
  const close = useSetAtom(setRunScriptDialogAtom)
  const run = useCommand('script.run')
  const [speed, setSpeed] = useState<ScriptSpeed>('normal')
  const [step, setStep] = useState(false)
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<File>()
  const [error, setError] = useState<string>()
  const ids = { speed: useId(), step: useId(), file: useId(), text: useId() }
  const start = async (args: Record<string, unknown>) => {
    setError(undefined)
    const r = await run.run({ ...args, speed, step })
    if (r.status === 'error') setError(r.message)
    else close(false)
  }
  const onFile = async (file: File | undefined) => {
    if (file) await start({ text: await file.text(), name: file.name })
  }
  return (
    <Dialog
      title="Run script"
      width="free"
      onDismiss={() => close(false)}
      footer={
        <>
          {error && (
            <div className="form-server-error" role="alert">
              {error}
            </div>
          )}
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            disabled={!text.trim()}
            onClick={() => void start({ text, name: 'pasted script' })}
          >
            Play pasted script
          </Button>
        </>
      }
    >
      <div className="run-script">
        <label htmlFor={ids.speed}>Typing speed</label>
        <select
          id={ids.speed}
          className="form-input form-select"
          value={speed}
          onChange={(e) => setSpeed(e.target.value as ScriptSpeed)}
        >
          {SCRIPT_SPEEDS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <label htmlFor={ids.step} className="run-script-step">
          <input
            id={ids.step}
            type="checkbox"
            checked={step}
            onChange={(e) => setStep(e.target.checked)}
          />{' '}
          Step through: Enter runs each step, s skips it, Esc stops
        </label>
        <h3>Demos</h3>
        <ul className="run-script-demos">
          {DEMOS.map((d) => (
            <li key={d.path}>
              <Button size="sm" onClick={() => void start({ url: d.path })}>
                {d.path}
              </Button>
              <Button size="sm" onClick={() => void start({ url: shellPath(d.path) })}>
                {shellPath(d.path).replace(/^.*\//, '')}
              </Button>
              <span className="dim">{d.title}</span>
            </li>
          ))}
        </ul>
        <label htmlFor={ids.file}>From a file</label>
        <FilePicker
          inputProps={{ id: ids.file }}
          accept=".txt,.sh,text/plain,application/x-sh"
          file={picked}
          onFile={(f) => {
            setPicked(f)
            void onFile(f)
          }}
        />
        <div>
          <Button size="sm" onClick={() => void start({ clipboard: true })}>
            Play the clipboard
          </Button>
        </div>
        <label htmlFor={ids.text}>Or paste a script</label>
        <textarea
          id={ids.text}
          className="form-input form-textarea"
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'# one command line per line\ngoto /projects/demo/instances\nexpect web-1'}
        />
      </div>
    </Dialog>
  )
}
