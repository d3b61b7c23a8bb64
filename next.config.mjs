import path from 'node:path'
import { addCompileHints } from './scripts/compile-hints.mjs'
import { SECURITY_HEADERS } from './scripts/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several local builds (tests, helpers) coexist without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg'],
  // No X-Powered-By: it tells an attacker which server to probe for.
  poweredByHeader: false,
  // The stylesheets go inside each page's HTML instead of two render-blocking requests: on a phone's slow link
  // the first paint (and the largest one, the lead paragraph) no longer waits for them (issue 14, Lighthouse).
  // Inlined, a CSS "request" costs nothing, so Turbopack's graph chunking is told so (requestCost, in bytes): each
  // page then carries the styles its own modules use rather than one ~52 KB sheet merged across the tools, which the
  // HTML held twice (in a <style> and in the RSC payload). /mazos's HTML went from 37.6 to 20.7 KB gzip and /probar's
  // from 47.0 to 26.5, with the same rendering on every page compared (issue 14).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 1000 } },
  // The scripts every page runs first are compiled by Chrome in the background as they download, not function by
  // function on the main thread as the page starts (scripts/compile-hints.mjs says why; issue 14, blocking time).
  compiler: {
    async runAfterProductionCompile({ distDir, projectDir }) {
      addCompileHints(path.resolve(projectDir, distDir))
    },
  },
  // Static headers: they keep the prerendered pages static (see scripts/security-headers.mjs for the policy).
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }]
  },
}
export default nextConfig
