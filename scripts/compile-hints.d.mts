// Types for compile-hints.mjs, imported by its tests.
export declare const COMPILE_HINT: string
export declare function addCompileHints(distDir: string): string[]
