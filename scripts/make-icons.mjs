// Draws the PWA icons (public/icons/*.png) from the site's own app/icon.svg with Debian's Chromium:
// no downloaded artwork. Run again after changing the SVG: node scripts/make-icons.mjs
// The maskable icon keeps the gem inside the 80 % safe zone on a full-bleed background.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { findChromium } from './chromium.mjs'

const svg = readFileSync('app/icon.svg', 'utf8')
const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
const plain = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${inner}</svg>`
// Maskable: square background, the drawing scaled to 70 % in the middle.
const maskable = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3b2a14"/><g transform="translate(4.8 4.8) scale(0.7)">${inner}</g></svg>`

const executablePath = findChromium({ install: false })
if (!executablePath) { console.error('No hay Chromium (CHROMIUM_PATH o /usr/bin/chromium)'); process.exit(1) }
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
for (const [file, size, draw] of [['icon-192.png', 192, plain], ['icon-512.png', 512, plain], ['icon-maskable-512.png', 512, maskable]]) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${draw(size)}`)
  const png = await page.locator('svg').screenshot({ omitBackground: true })
  writeFileSync(`public/icons/${file}`, png)
  console.log(`public/icons/${file}: ${png.length} bytes`)
}
await browser.close()
