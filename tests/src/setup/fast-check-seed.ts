/**
 * Property tests draw new random inputs on every run, which is how they find bugs. CI must be repeatable, so there
 * (CI set) every property starts from one fixed seed; FC_SEED overrides it anywhere, to replay a failure.
 */
import fc from 'fast-check'

const CI_SEED = 20_261_122
const seed = process.env['FC_SEED'] ?? (process.env['CI'] ? String(CI_SEED) : undefined)
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) })
