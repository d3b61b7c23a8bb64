// Types for compile-hints.mjs, imported by its tests.
export declare const COMPILE_HINT: string
export declare const HINTED_PAGES: string[]
export declare function addCompileHints(distDir: string, pages?: string[]): string[]
export declare function pageOwnScripts(distDir: string, page: string): string[]
