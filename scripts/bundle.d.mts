// Types for bundle.mjs, imported by its test.
export declare const ROOT: string
export declare function bundleDir(name: string, entryPoints: Record<string, string>): Promise<string | null>
export declare function registerTsx(): Promise<void>
