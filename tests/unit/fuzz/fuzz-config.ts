// How much the route fuzz does, from the environment (docs/testing-and-performance.md): kept apart from the
// harness so tests about the fuzz can read it without loading the console.
const env = process.env

/** Answers (random platforms) per route. */
export const ANSWERS = Number(env.FUZZ_ANSWERS ?? 20)
/** The first seed; consecutive answers use consecutive seeds. Random unless given. */
export const BASE_SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)
