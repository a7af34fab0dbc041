// Mock mode only: the console talks to an in-browser imitation of the platform.
import { lazy, Suspense, useState } from 'react'
import { Button } from '../ui/button'

// The explanation is a dialog; its code loads when asked for, not with every page. Pure: a
// production build, which never shows the banner, drops this module whole.
const MockBannerDialog = /* @__PURE__ */ lazy(() =>
  import('./mock-banner-dialog').then((m) => ({ default: m.MockBannerDialog })),
)

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
        <Suspense fallback={null}>
          <MockBannerDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
