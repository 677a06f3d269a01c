/**
 * Whether this build is the demo (the in-memory backend) rather than the HTTP build. Vite writes VITE_KONTOR_BACKEND's
 * value into the code when it builds, so what only the demo shows is left out of the HTTP build's bundle.
 */
export const IS_DEMO_BUILD = import.meta.env.VITE_KONTOR_BACKEND !== 'http'
