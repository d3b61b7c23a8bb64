// The site's public address, for absolute URLs (og:image and the like). It comes from configuration only:
// SITE_URL, else NEXTAUTH_URL (which `npm start` always sets). Request headers such as Host or X-Forwarded-Host
// are chosen by whoever sends the request, so they never decide where a preview points.

/** The configured public origin, or undefined when neither variable holds an http(s) URL. */
export function siteOrigin(env: Readonly<Record<string, string | undefined>> = process.env): URL | undefined {
  for (const candidate of [env.SITE_URL, env.NEXTAUTH_URL]) {
    if (!candidate?.trim()) continue
    try {
      const url = new URL(candidate.trim())
      if (url.protocol === 'http:' || url.protocol === 'https:') return new URL(url.origin)
    } catch {
      // not a URL: try the next one
    }
  }
  return undefined
}
