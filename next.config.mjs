/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several local builds (tests, helpers) coexist without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg'],
}
export default nextConfig
