// `dm odds --attacker <carta|F> --defender <carta|R,V> [--attacker-equip …] [--defender-equip …]
// [--fight round|death] [--json]`: the exact odds of one attack (R19.9, RUL-1) and, with two cards,
// of a fight — the same `calculate` that /calculadora and the card pages use.
import path from 'node:path'
import { z } from 'zod'
import { loadCatalogue } from '../../catalogue/load'
import type { Catalogue } from '../../catalogue/schema'
import { calculate, formatMean, formatPercent, NUMBER_LIMITS, type CalculatorResult, type SideInput } from '../../sim/calculator'
import { parseArgs, usageError } from '../args'
import { EXIT, type CliCommand, type CliIO } from '../types'

const spec = {
  options: {
    attacker: { type: 'string', short: 'a' },
    defender: { type: 'string', short: 'd' },
    'attacker-equip': { type: 'string' },
    'defender-equip': { type: 'string' },
    'attacker-bow-loaded': { type: 'boolean' },
    'defender-bow-loaded': { type: 'boolean' },
    fight: { type: 'string', short: 'f' },
    json: { type: 'boolean', short: 'j' },
    content: { type: 'string' },
  },
} as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const { stat, life } = NUMBER_LIMITS
const idList = z.string().transform((value, ctx) => {
  const ids = value.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (ids.length === 0) ctx.addIssue({ code: 'custom', message: 'lista vacía; escribe ids de carta separados por comas' })
  if (ids.length > 30) ctx.addIssue({ code: 'custom', message: 'como mucho 30 cartas' })
  const bad = ids.find((id) => !SLUG.test(id))
  if (bad !== undefined) ctx.addIssue({ code: 'custom', message: `«${bad}» no es un id de carta (minúsculas y guiones)` })
  return ids
})
const inRange = (n: number, lim: { min: number; max: number }) => Number.isInteger(n) && n >= lim.min && n <= lim.max

const schema = z.object({
  attacker: z.string({ error: 'falta: un id de carta o la Fuerza (p. ej. 3)' }).refine(
    (v) => SLUG.test(v) && (!/^\d+$/.test(v) || inRange(Number(v), stat)),
    `un id de Dalma o enemigo, o la Fuerza como entero de ${stat.min} a ${stat.max}`,
  ),
  defender: z.string({ error: 'falta: un id de carta o «Resistencia,Vida» (p. ej. 2,6)' }).refine((v) => {
    const m = /^(\d+),(\d+)$/.exec(v)
    if (m) return inRange(Number(m[1]), stat) && inRange(Number(m[2]), life)
    return SLUG.test(v) && !/^\d+$/.test(v)
  }, `un id de Dalma o enemigo, o «Resistencia,Vida» con Resistencia de ${stat.min} a ${stat.max} y Vida de ${life.min} a ${life.max}`),
  'attacker-equip': idList.optional(),
  'defender-equip': idList.optional(),
  'attacker-bow-loaded': z.boolean().default(false),
  'defender-bow-loaded': z.boolean().default(false),
  fight: z.enum(['round', 'death'], { error: 'se admite «round» (un asalto, como al explorar) o «death» (a muerte)' }).optional(),
  json: z.boolean().default(false),
  content: z.string().min(1, 'no puede estar vacío').default('content'),
}).strict()

const USAGE = [
  'Uso: dm odds --attacker <carta|F> --defender <carta|R,V> [--attacker-equip id,…] [--defender-equip id,…]',
  '             [--fight round|death] [--json] [--content <carpeta>]',
  '',
  'Probabilidades exactas de un ataque (R19.9, RUL-1: Pifia y Tirada 666 incluidas) y, con dos cartas,',
  'de un combate por Iniciativa (R19.5; empates a 1d6, RUL-35).',
  '',
  'Opciones:',
  '  --attacker, -a       id de un Dalma o enemigo, o su Fuerza (p. ej. 3)',
  '  --defender, -d       id de un Dalma o enemigo, o «Resistencia,Vida» (p. ej. 2,6)',
  '  --attacker-equip     ids separados por comas: equipo, Emblema, pociones bebidas y venenos en su arma',
  '  --defender-equip     lo mismo para el defensor (un arco no cuenta en cuerpo a cuerpo, R19.11)',
  '  --attacker-bow-loaded  el atacante entra con el arco cargado y dispara en el primer asalto (R19.11)',
  '  --defender-bow-loaded  lo mismo para el defensor (cada disparo, 2 platas: RUL-37)',
  '  --fight, -f          round: un asalto (exploración); death: a muerte (solo con dos cartas)',
  '  --json, -j           { pHurt, pKill, expectedAttacksToKill, damage, fight? }',
  '  --content <carpeta>  carpeta de contenido (por defecto: content)',
  '',
  'Ejemplo: dm odds --attacker 3 --defender 2,6 --json',
  'Salida: 0 si calcula, 2 si algún argumento no sirve.',
].join('\n')

function sideInput(value: string, equip: readonly string[], loadedBow: boolean, catalogue: Catalogue, role: 'attacker' | 'defender'): SideInput {
  if (role === 'attacker' && /^\d+$/.test(value)) return { kind: 'numbers', strength: Number(value), resistance: 0, initiative: 0, life: 1 }
  const pair = /^(\d+),(\d+)$/.exec(value)
  if (pair) return { kind: 'numbers', strength: 0, resistance: Number(pair[1]), initiative: 0, life: Number(pair[2]) }
  const potions: string[] = [], poisons: string[] = [], equipment: string[] = []
  for (const id of equip) {
    const type = catalogue.byId.get(id)?.type
    if (type === 'potion') potions.push(id)
    else if (type === 'poison') poisons.push(id)
    else equipment.push(id)
  }
  return { kind: 'card', id: value, equipment, potions, poisons, loadedBow }
}

/** The JSON `--json` prints: the issue's fields first, then what the numbers were computed for. */
export function oddsJson(r: CalculatorResult): Record<string, unknown> {
  const side = (s: CalculatorResult['attacker']) => ({
    card: s.cardId, name: s.name, strength: s.combatant.strength, resistance: s.combatant.resistance,
    initiative: s.combatant.initiative, life: s.combatant.life, bowIgnored: s.bowIgnored,
    bowShotStrength: s.combatant.bowShot?.strength ?? null,
  })
  return {
    pHurt: r.attack.pHurt,
    pKill: r.attack.pKill,
    expectedAttacksToKill: r.attack.expectedAttacksToKill,
    damage: r.attack.damage,
    ...(r.fight ? {
      fight: {
        mode: r.fight.mode, pAttackerWins: r.fight.pAttackerWins, pDefenderWins: r.fight.pDefenderWins,
        pBothStand: r.fight.pBothStand, pBothDie: r.fight.pBothDie, expectedRounds: r.fight.expectedRounds,
      },
    } : {}),
    attacker: side(r.attacker),
    defender: side(r.defender),
  }
}

function printTable(r: CalculatorResult, io: CliIO): void {
  const a = r.attacker, d = r.defender
  const who = (s: typeof a) => (s.cardId ? s.name : 'Sin carta')
  io.out(`Ataque de ${who(a)} (Fuerza ${a.combatant.strength}) contra ${who(d)} (Resistencia ${d.combatant.resistance}, Vida ${d.combatant.life})`)
  if (a.bowIgnored || d.bowIgnored) io.out('El arco no suma en cuerpo a cuerpo (R19.11, R19.12).')
  for (const s of [a, d]) {
    if (s.combatant.bowShot) io.out(`${who(s)} dispara una vez con el arco cargado en el primer asalto, con Fuerza ${s.combatant.bowShot.strength} (R19.5, R19.11).`)
  }
  io.out('')
  const rows: Array<[string, string]> = [
    ['Probabilidad de herir', formatPercent(r.attack.pHurt)],
    ['Probabilidad de matar de un ataque', formatPercent(r.attack.pKill)],
    ['Ataques esperados para matar', formatMean(r.attack.expectedAttacksToKill)],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  for (const [k, v] of rows) io.out(`${k.padEnd(width)}  ${v.padStart(9)}`)
  io.out('')
  io.out('Daño        Probabilidad')
  for (const [k, p] of Object.entries(r.attack.damage)) {
    if (p === 0 && k !== '0') continue
    const label = k === '666' ? 'Tirada 666' : k === '0' ? '0 (o Pifia)' : k
    io.out(`${label.padEnd(12)}${formatPercent(p).padStart(12)}`)
  }
  if (r.fight) {
    io.out('')
    io.out(r.fight.mode === 'round' ? 'Un asalto (exploración)' : 'Combate a muerte')
    const fightRows: Array<[string, string]> = [
      [`Gana ${who(a)} (atacante)`, formatPercent(r.fight.pAttackerWins)],
      [`Gana ${who(d)} (defensor)`, formatPercent(r.fight.pDefenderWins)],
      ['Mueren los dos', formatPercent(r.fight.pBothDie)],
      ['Siguen los dos en pie', formatPercent(r.fight.pBothStand)],
      ['Asaltos esperados', formatMean(r.fight.expectedRounds)],
    ]
    const w = Math.max(...fightRows.map(([k]) => k.length))
    for (const [k, v] of fightRows) io.out(`${k.padEnd(w)}  ${v.padStart(9)}`)
  }
}

/** The command with its catalogue source injected, so tests can use a fixture catalogue. */
export function makeOddsCommand(load: (contentDir: string) => Catalogue = loadCatalogue): CliCommand {
  const self: CliCommand = {
    name: 'odds',
    summary: 'Probabilidades exactas de un ataque y de un combate entre dos personajes',
    usage: USAGE,
    async run(args: string[], io: CliIO): Promise<number> {
      const parsed = parseArgs(args, spec, schema)
      if (!parsed.ok) return usageError(io, self, parsed.message)
      const opts = parsed.value
      let catalogue: Catalogue
      try {
        catalogue = load(path.resolve(io.cwd, opts.content))
      } catch (error) {
        io.err(`dm odds: no se puede cargar el catálogo: ${error instanceof Error ? error.message : String(error)}`)
        return EXIT.usage
      }
      const roles = [
        { role: 'attacker', value: opts.attacker, equip: opts['attacker-equip'], bow: opts['attacker-bow-loaded'] },
        { role: 'defender', value: opts.defender, equip: opts['defender-equip'], bow: opts['defender-bow-loaded'] },
      ] as const
      for (const { role, value, equip, bow } of roles) {
        const plain = /^\d+(,\d+)?$/.test(value)
        if (plain && equip) return usageError(io, self, `--${role}-equip: el equipo solo se suma a una carta, no a números sueltos`)
        if (bow && !opts.fight) return usageError(io, self, `--${role}-bow-loaded: el disparo del arco cargado solo cuenta en un combate (añade --fight)`)
        const hasBow = (equip ?? []).some((id) => { const c = catalogue.byId.get(id); return c?.type === 'weapon' && c.weaponKind === 'bow' })
        if (bow && !hasBow) return usageError(io, self, `--${role}-bow-loaded: hace falta un arco en --${role}-equip`)
        if (plain) continue
        const card = catalogue.byId.get(value)
        if (!card) return usageError(io, self, `--${role}: no existe ninguna carta «${value}»`)
        if (card.type !== 'dalma' && card.type !== 'enemy') return usageError(io, self, `--${role}: «${card.name}» no es un Dalma ni un enemigo`)
      }
      if (opts.fight && roles.some((r) => /^\d+(,\d+)?$/.test(r.value))) {
        return usageError(io, self, '--fight: necesita una carta en --attacker y otra en --defender (los números sueltos no tienen Iniciativa)')
      }
      const result = calculate({
        attacker: sideInput(opts.attacker, opts['attacker-equip'] ?? [], opts['attacker-bow-loaded'], catalogue, 'attacker'),
        defender: sideInput(opts.defender, opts['defender-equip'] ?? [], opts['defender-bow-loaded'], catalogue, 'defender'),
        fight: opts.fight ?? null,
      }, catalogue)
      if (!result.ok) {
        const flag = result.error.field === 'fight' ? '--fight' : `--${result.error.field}-equip`
        return usageError(io, self, `${flag}: ${result.error.message}`)
      }
      if (opts.json) io.out(JSON.stringify(oddsJson(result.value)))
      else printTable(result.value, io)
      return EXIT.ok
    },
  }
  return self
}

export const command: CliCommand = makeOddsCommand()
