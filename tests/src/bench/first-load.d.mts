/** Types for first-load.mjs (plain JavaScript so that size-limit's config can load it without a TypeScript loader). */
export declare const UI_DIST: string
export declare const FIRST_LOAD_LIMIT_KB: number
export declare const manifestPath: (dist?: string) => string
export declare const readFirstLoad: (dist?: string) => { initial: string[]; lazy: string[] }
export declare const gzipSizeOf: (file: string, dist?: string) => number
export declare const readLazyPartsOf: (srcPrefix: string, dist?: string) => string[]
