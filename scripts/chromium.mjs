// Finds a Chromium for the end-to-end tests, installs Debian's where it can, or explains how to get one.
// Playwright's own browser download cannot work on these machines, so it is never attempted.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const candidates = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']
  .filter((p) => p && existsSync(p))

export function findChromium({ install = true } = {}) {
  const found = candidates()[0]
  if (found || !install) return found ?? null
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log('· No hay Chromium: instalando el paquete chromium de Debian (apt-get)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
    return candidates()[0] ?? null
  }
  return null
}

export const HOW_TO_GET_CHROMIUM = [
  'No se encontró Chromium para las pruebas de extremo a extremo.',
  'Instálalo con el gestor de paquetes (Debian/Ubuntu: `sudo apt-get install -y chromium`)',
  'o indica uno existente con CHROMIUM_PATH=/ruta/a/chromium npm test.',
  '(Playwright no puede descargar su propio navegador en esta máquina.)',
].join('\n')
