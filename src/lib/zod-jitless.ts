// zod compiles a fast path for object schemas with `new Function`, probing once whether it may:
// under the production Content-Security-Policy (no 'unsafe-eval': docs/serving.md) the probe is
// refused and reported as a violation. The console's zod objects are small (command arguments,
// forms; API answers are not parsed by zod), so the interpreted path costs nothing felt.
// zod reads this object when its core module evaluates: set here, first in the entry (zod itself
// loads only with the lazy chunks).
;(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
}
