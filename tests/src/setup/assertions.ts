/**
 * Setup of every vitest project (node, ui, e2e): a test that passes without asserting is a defect. Each test must
 * make at least one assertion (the configs set expect.requireAssertions), and each run of a property must too.
 */
import { installEveryRunAsserts } from './every-run-asserts.ts'

installEveryRunAsserts()
