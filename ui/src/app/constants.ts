/** The app shell's constants. */

/**
 * The localStorage key under which earlier versions kept the demo's data (demo-storage.ts carries it over once); its
 * `.sensitive` sibling in sessionStorage still holds the onboarding's sensitive values.
 */
export const DEMO_STATE_STORAGE_KEY = 'kontor.demo.state'
/** The IndexedDB database the demo keeps its data in, and the BroadcastChannel its tabs tell each other changes on. */
export const DEMO_STATE_DATABASE_NAME = 'kontor-demo'
export const DEMO_STATE_CHANNEL_NAME = 'kontor-demo'
