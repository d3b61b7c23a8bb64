// Types for server.mjs, imported by its tests.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export declare const PEER_ADDRESS_HEADER: string
export declare const ALLOWED_METHODS: readonly string[]
export declare function hasMalformedEscape(url: string | undefined): boolean
export declare function parseTrustProxy(raw: string | undefined): { hops: number; error?: undefined } | { error: string; hops?: undefined }
export declare const MIN_SECRET_LENGTH: number
export declare function environmentProblems(env: Readonly<Record<string, string | undefined>>): string[]
export declare function screenTarget(method: string | undefined, target: string | undefined):
  | { kind: 'next'; url: string }
  | { kind: 'error'; status: 400 | 405; message: string; field?: string }
export declare function rawJsonError(status: number, reason: string, message: string): string
export declare function prepareRequest(req: IncomingMessage, token: string): 'next' | 'badApiPath' | 'notFound'
export type ServerTimeouts = { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number }
export declare const SERVER_TIMEOUTS: Readonly<ServerTimeouts>
export declare function clientErrorAnswer(code: string | undefined): { status: 400 | 408 | 413 | 431; reason: string; message: string }
export declare function createSiteServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, token: string, timeouts?: ServerTimeouts): Server
