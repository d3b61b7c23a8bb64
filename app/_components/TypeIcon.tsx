// Small line drawings, one per card type, so a card face has an emblem without any image file.
// Decorative: always aria-hidden; the type is written out in words next to it.
import type { CardType } from '@/lib/catalogue/schema'

const PATHS: Record<CardType, string> = {
  // a standing figure
  dalma: 'M12 3a3 3 0 1 1 0 6a3 3 0 1 1 0-6M6 21v-5a6 6 0 0 1 12 0v5',
  // horned head
  enemy: 'M5 4l3 5M19 4l-3 5M7 10a5 5 0 0 0 10 0M6 10h12v4a6 6 0 0 1-12 0zM9.5 13h.01M14.5 13h.01',
  // cut gem
  relic: 'M7 4h10l4 5l-9 11L3 9zM3 9h18M9 4l-2 5l5 11l5-11l-2-5',
  // sword
  weapon: 'M19 3l-9 9M19 3h-3M19 3v3M8 10l6 6M6 18l4-4M4 20l2-2',
  // heater shield
  shield: 'M12 3l7 3v6c0 5-3.5 8-7 9c-3.5-1-7-4-7-9V6zM12 3v18',
  // breastplate
  armor: 'M6 4l3 2h6l3-2l2 4l-2 2v10H6V10L4 8zM12 6v14',
  // pouch
  object: 'M8 7h8l-1-3H9zM6 10c0-2 2-3 6-3s6 1 6 3l1 8c0 2-3 3-7 3s-7-1-7-3z',
  // ring
  accessory: 'M12 8a6 6 0 1 1 0 12a6 6 0 1 1 0-12M9 5l3-2l3 2l-3 3z',
  // banner
  emblem: 'M6 3v18M6 4h12l-3 4l3 4H6',
  // four-point star
  spell: 'M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z',
  // lightning
  skill: 'M13 2L4 14h7l-1 8l9-12h-7z',
  // round flask
  potion: 'M10 3h4M10 3v5a7 7 0 1 0 4 0V3M6 15h12',
  // drop with a cross
  poison: 'M12 3c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11M10 13l4 4M14 13l-4 4',
  // jaw trap
  trap: 'M3 14h18M4 14l2-5l2 5l2-5l2 5l2-5l2 5l2-5l2 5M5 18h14',
  // chest
  treasure: 'M4 10h16v9H4zM4 10a8 5 0 0 1 16 0M11 12h2v3h-2z',
  // helmet with plume
  soldier: 'M6 14a6 6 0 0 1 12 0v5H6zM6 16h12M12 8V3l4 2',
}

export function TypeIcon({ type, className }: { type: CardType; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[type]} />
    </svg>
  )
}
