// Mock mode only: the console talks to an in-browser imitation of the platform.
import { useState } from 'react'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

/** The mock's chaos switch, as the mock keeps it (mock/msw/settings.ts). */
const chaosOn = () => {
  try {
    return localStorage.getItem('oxide-mock-chaos') === '1'
  } catch {
    return false
  }
}

export function MockBanner() {
  const [open, setOpen] = useState(false)
  const [chaos] = useState(chaosOn)
  return (
    <div className="mock-banner" role="region" aria-label="Technical preview">
      <span>
        <span className="mock-tag">technical preview</span> This console is running against an
        in-browser mock of the platform.
        {chaos && <span className="mock-tag"> chaos mode on</span>}
      </span>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Learn more
      </Button>
      {open && (
        <Dialog
          title="Technical preview"
          width="medium"
          onDismiss={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        >
          <div className="prose">
            <p>
              No real platform is behind this console: every API call is answered by a mock that
              runs in your browser tab, seeded with sample silos, projects and hardware.
            </p>
            <ul>
              <li>Changes you make live in memory and are gone when you reload the page.</li>
              <li>Each call takes 200 to 400 ms, so loading states show as they would.</li>
              <li>
                Chaos mode makes calls fail at random with 401, 403, 404 or 500, to see how the
                console copes. <code>?chaos=1</code> on the URL turns it on until{' '}
                <code>?chaos=0</code> (or the <em>Toggle chaos mode</em> command) turns it off.
              </li>
            </ul>
          </div>
        </Dialog>
      )}
    </div>
  )
}
