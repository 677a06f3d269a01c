/** The app shell's constants. */

/** The localStorage key under which the demo keeps its data (demo-storage.ts); the stored value carries its version. */
export const DEMO_STATE_STORAGE_KEY = 'kontor.demo.state'
