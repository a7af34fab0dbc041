// SWR imports `use-sync-external-store/shim`, the fallback for React before 18. React 19 has
// useSyncExternalStore itself; the shim's check for it cost 0.37 KiB of the first load.
export { useSyncExternalStore } from 'react'
