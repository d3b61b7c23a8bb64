import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { AccountMenu } from './_components/AccountMenu'
import { IntentLink } from './_components/IntentLink'
import { NavLinks } from './_components/NavLinks'
import { OfflineSupport } from './_components/OfflineSupport'
import './globals.css'

export const metadata: Metadata = {
  title: { template: '%s · Duelo de Masters', default: 'Duelo de Masters — referencia del juego de cartas' },
  description:
    'Catálogo de cartas, reliquias, reglas, constructor de mazos y simulador de Duelo de Masters, el juego de cartas coleccionables de aventuras (reglamento v2.4).',
  applicationName: 'Duelo de Masters',
  // app/manifest.ts: installable, with the icons in public/icons.
  appleWebApp: { capable: true, title: 'Duelo de Masters', statusBarStyle: 'default' },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#3b2a14',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body>
        <a className="skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <header className="site-header">
          <div className="site-header__inner">
            <IntentLink href="/" className="site-title">
              Duelo de Masters
            </IntentLink>
            <nav className="site-nav" aria-label="Principal">
              <NavLinks />
            </nav>
            <div className="site-account">
              <AccountMenu />
            </div>
          </div>
        </header>
        <main id="contenido" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <p>
            Los valores marcados como <span className="provisional-sample">provisional</span> son
            inventados para poder jugar: están pendientes de que los dueños del juego publiquen los
            oficiales.
          </p>
          <p>Sitio de referencia no oficial basado en el reglamento v2.4.</p>
          <OfflineSupport />
        </footer>
      </body>
    </html>
  )
}
