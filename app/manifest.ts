// The web app manifest (/manifest.webmanifest): the site installs as an app that opens on the home
// page and works offline through public/sw.js.
import type { MetadataRoute } from 'next'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Duelo de Masters — referencia del juego',
    short_name: 'Duelo de Masters',
    description: 'Cartas, reglas, constructor de mazos y simulador de Duelo de Masters, también sin conexión.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf6e3',
    theme_color: '#3b2a14',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
