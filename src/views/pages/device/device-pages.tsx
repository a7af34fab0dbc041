// Device flow pages (spec sections 2 and 5): enter the code a CLI shows, confirm it, done.
// Signed out, the code survives the sign-in: the page's address carries it (`?user_code=`) while
// it is confirmed, so the sign-in a 401 leads to returns to the code filled in, one click away.
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import { deviceAuthConfirm } from '@/api/generated/operations'
import { DEVICE_CODE_DASH_AFTER_INDEX } from '@/lib/constants'
import { pb } from '@/lib/paths'
import { isCompleteDeviceCode, normalizeDeviceCode } from '@/lib/validators'
import { Button } from '../../ui/button'
import { backspace, codeOf, emptyBoxes, fillFrom, isLetter, type Boxes } from './code-boxes'
import './device.css'
import { submitOnModEnter } from '../../ui/submit-keys'

export const INVALID_CODE = 'Code is invalid'

/** What was added to a box that already held `old`. */
const withoutOld = (value: string, old: string) =>
  old && value.toLowerCase().startsWith(old.toLowerCase()) ? value.slice(1) : value

/** The code the address carries (back from sign-in), in the boxes. */
function boxesFromAddress(): Boxes {
  const code = new URLSearchParams(window.location.search).get(CODE_PARAM)
  return code ? fillFrom(emptyBoxes(), 0, code).boxes : emptyBoxes()
}

const CODE_PARAM = 'user_code'

export function DeviceVerifyPage() {
  const [boxes, setBoxes] = useState(boxesFromAddress)
  // A code brought back from sign-in waits for the one click that confirms it.
  const [carried] = useState(() => isCompleteDeviceCode(codeOf(boxes)))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const [, navigate] = useLocation()
  const complete = isCompleteDeviceCode(codeOf(boxes))

  const apply = (next: { boxes: readonly string[]; focus: number }) => {
    setBoxes(next.boxes)
    setError(null)
    inputs.current[next.focus]?.focus()
  }

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.metaKey || e.ctrlKey || e.altKey) return
    if (e.key === 'Backspace') {
      e.preventDefault()
      apply(backspace(boxes, i))
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      inputs.current[Math.max(i - 1, 0)]?.focus()
    } else if (e.key === 'ArrowRight') {
      e.preventDefault()
      inputs.current[Math.min(i + 1, boxes.length - 1)]?.focus()
    } else if (e.key.length === 1) {
      // Every printable key is handled here: letters fill the box, anything else is refused.
      e.preventDefault()
      if (isLetter(e.key)) apply(fillFrom(boxes, i, e.key))
    }
  }

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    apply(fillFrom(boxes, i, e.clipboardData.getData('text')))
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!complete || busy) return
    setBusy(true)
    const userCode = normalizeDeviceCode(codeOf(boxes))
    // Keep the code in the address: a 401 sends the user to sign in and back here with it.
    const query = new URLSearchParams({ [CODE_PARAM]: userCode })
    window.history.replaceState(window.history.state, '', `${pb.deviceVerify()}?${query}`)
    try {
      await deviceAuthConfirm({ body: { userCode } })
      navigate(pb.deviceSuccess())
    } catch (e) {
      // A refused code is not kept; a 401 is on its way to sign in with the address as it is
      // (changing it now would stop that navigation).
      if ((e as { statusCode?: number }).statusCode !== 401)
        window.history.replaceState(window.history.state, '', pb.deviceVerify())
      setError(INVALID_CODE)
      setBusy(false)
    }
  }

  return (
    <div className="device-page">
      <form
        className="device-card"
        onSubmit={submit}
        onKeyDown={submitOnModEnter}
        aria-labelledby="device-title"
      >
        <h1 id="device-title">Device Authentication</h1>
        <p className="muted">
          {carried
            ? 'Signed in. Confirm the code shown on your device'
            : 'Enter the code shown on your device'}
        </p>
        <div className="code-boxes" role="group" aria-label="Device code">
          {boxes.map((letter, i) => (
            <span key={i} className="code-slot">
              <input
                ref={(node) => void (inputs.current[i] = node)}
                className="code-box"
                value={letter.toUpperCase()}
                aria-label={`Code character ${i + 1} of ${boxes.length}`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                inputMode="text"
                autoFocus={i === 0 && !carried}
                onKeyDown={onKeyDown(i)}
                onPaste={onPaste(i)}
                // Input that bypasses keydown (autofill, IME, mobile keyboards) lands here.
                onChange={(e) => apply(fillFrom(boxes, i, withoutOld(e.target.value, letter)))}
              />
              {i === DEVICE_CODE_DASH_AFTER_INDEX && (
                <span className="code-dash" aria-hidden="true">
                  -
                </span>
              )}
            </span>
          ))}
        </div>
        {error && (
          <p className="device-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!complete || busy} autoFocus={carried}>
          Log in on device
        </Button>
      </form>
    </div>
  )
}

export function DeviceSuccessPage() {
  return (
    <div className="device-page">
      <div className="device-card">
        <h1>
          <span className="device-ok" aria-hidden="true">
            ✓{' '}
          </span>
          Device logged in
        </h1>
        <p className="muted">You can close this window</p>
      </div>
    </div>
  )
}
