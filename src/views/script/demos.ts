// The demo scripts shipped with the console (mock mode serves them from mock/public/demos/).
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
