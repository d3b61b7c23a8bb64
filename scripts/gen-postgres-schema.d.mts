// Types for gen-postgres-schema.mjs, imported by prisma.config.ts.
export declare const ROOT: string
export declare const SOURCE_SCHEMA: string
export declare const POSTGRES_SCHEMA: string
export declare function toPostgresSchema(source: string): string
export declare function writePostgresSchema(root?: string): string
