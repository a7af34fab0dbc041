// What the mock-mode banner's 'Learn more' opens.
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

export function MockBannerDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title="Technical preview"
      width="medium"
      onDismiss={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className="prose">
        <p>
          No real platform is behind this console: every API call is answered by a mock that runs in
          your browser, seeded with sample silos, projects and hardware. The tabs of this browser
          share it, as they would share a rack.
        </p>
        <ul>
          <li>
            Changes you make live in memory: a reload keeps them while a tab of the console stays
            open; with every tab closed, the next one starts from the seed.
          </li>
          <li>Each call takes 200 to 400 ms, so loading states show as they would.</li>
          <li>
            Chaos mode makes calls fail at random with 401, 403, 404 or 500, to see how the console
            copes. <code>?chaos=1</code> on the URL turns it on until <code>?chaos=0</code> (or the{' '}
            <em>Toggle chaos mode</em> command) turns it off.
          </li>
        </ul>
      </div>
    </Dialog>
  )
}
