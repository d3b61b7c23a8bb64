import type { ReactNode } from 'react'
import { Providers } from '@/app/_components/Providers'

// React Query serves only the tools (saved decks, the session for saving); the content pages do
// without it, so its client code loads only here.
export default function ToolsLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>
}
