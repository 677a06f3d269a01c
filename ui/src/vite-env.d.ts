/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** 'memory' (default) or 'http'. */
  readonly VITE_KONTOR_BACKEND?: string
  /** The backend's origin in HTTP mode; the page's own origin when left out. */
  readonly VITE_KONTOR_API_URL?: string
  /** Comma-separated origins of the pages allowed to embed Kontor and receive its messages (see README "Embedding"). */
  readonly VITE_KONTOR_HOST_ORIGINS?: string
}
