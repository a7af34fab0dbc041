// The demo scripts shipped with the console (mock mode serves them from mock/public/demos/). Each
// is also there as a shell script of `oxide` lines (`<name>.sh`, written from the .txt by
// `npm run demos:sh`; a unit test keeps them in step).
export const DEMOS = [
  {
    path: '/demos/first-boot.txt',
    title: 'First boot of an instance, ending at its serial console',
  },
  { path: '/demos/disk-image.txt', title: 'A disk, its snapshot, and an image made from it' },
  {
    path: '/demos/on-call.txt',
    title: 'On call: jump to an instance by id, stop a set of instances',
  },
] as const

/** The shell script shipped beside a demo: `/demos/on-call.txt` -> `/demos/on-call.sh`. */
export const shellPath = (path: string) => path.replace(/\.txt$/, '.sh')
