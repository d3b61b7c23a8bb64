// /calculadora: exact combat odds between two characters (R19.9, RUL-1), each a card with its
// equipment, potions and poisons or plain numbers, for one attack, one round or a fight to the
// death. A plain GET form rendered on the server: the address is the state, so a reload or a shared
// link shows the same calculation, and the page ships no JavaScript of its own.
import type { Metadata } from 'next'
import Link from 'next/link'
import { getCatalogue } from '@/lib/catalogue/load'
import { TYPE_LABELS, type Card, type CardType } from '@/lib/catalogue/schema'
import { calculate, formatMean, formatPercent, type CalculatorResult } from '@/lib/sim/calculator'
import { RuleRef } from '@/app/_components/RuleRef'
import { calculatorInput, calculatorSearch, FIGHT_CHOICES, NUMBERS, readCalculatorUrl, type FieldError, type SideForm } from './url-state'
import styles from './calculadora.module.css'

export const metadata: Metadata = {
  title: 'Calculadora de combate',
  description:
    'Probabilidades exactas de Duelo de Masters: herir, matar y daño de un ataque con la Pifia y la Tirada 666, y quién gana un asalto o un combate a muerte, con equipo, pociones y venenos.',
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const GEAR_TYPES: readonly CardType[] = ['weapon', 'shield', 'armor', 'object', 'accessory', 'emblem']

function byName(a: Card, b: Card): number {
  return a.name.localeCompare(b.name, 'es')
}

function CheckList({ legend, name, prefix, cards, chosen }: { legend: string; name: string; prefix: string; cards: readonly Card[]; chosen: readonly string[] }) {
  return (
    <fieldset className={styles.checks}>
      <legend>{legend}</legend>
      <ul>
        {cards.map((c) => (
          <li key={c.id}>
            <input type="checkbox" id={`${prefix}-${name}-${c.id}`} name={name} value={c.id} defaultChecked={chosen.includes(c.id)} />
            <label htmlFor={`${prefix}-${name}-${c.id}`}>{c.name}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

function SideFields({ role, side, errors }: { role: 'attacker' | 'defender'; side: SideForm; errors: readonly FieldError[] }) {
  const catalogue = getCatalogue()
  const p = role === 'attacker' ? 'a' : 'd'
  const title = role === 'attacker' ? 'Atacante' : 'Defensor'
  const dalmas = catalogue.cards.filter((c) => c.type === 'dalma').sort(byName)
  const enemies = catalogue.cards.filter((c) => c.type === 'enemy').sort(byName)
  const gear = GEAR_TYPES.map((t) => ({ type: t, cards: catalogue.cards.filter((c) => c.type === t && (c.type !== 'object' || c.equippable)).sort(byName) }))
  const potions = catalogue.cards.filter((c) => c.type === 'potion').sort(byName)
  const poisons = catalogue.cards.filter((c) => c.type === 'poison').sort(byName)
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message
  const chosenGear = side.equipment.length
  const numberField = (suffix: string, label: string, value: number, min: number, max: number) => {
    const id = `${p}${suffix}`
    const error = errorOf(id)
    return (
      <div className={styles.number}>
        <label htmlFor={id}>{label}</label>
        <input id={id} name={id} type="number" inputMode="numeric" min={min} max={max} defaultValue={value} aria-invalid={error ? true : undefined} />
      </div>
    )
  }
  return (
    <fieldset className={styles.side}>
      <legend>{title}</legend>
      <div className={styles.field}>
        <label htmlFor={p}>Personaje</label>
        <select id={p} name={p} defaultValue={side.who}>
          <option value={NUMBERS}>Números sin carta</option>
          <optgroup label="Dalmas">
            {dalmas.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </optgroup>
          <optgroup label="Enemigos">
            {enemies.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </optgroup>
        </select>
      </div>
      <fieldset className={styles.numbers}>
        <legend>Números sin carta (si eliges «Números sin carta»)</legend>
        {numberField('Str', 'Fuerza', side.strength, 0, 20)}
        {numberField('Res', 'Resistencia', side.resistance, 0, 20)}
        {numberField('Ini', 'Iniciativa', side.initiative, 0, 20)}
        {numberField('Life', 'Vida', side.life, 1, 60)}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${p}Hp`}>Vida antes del combate (vacío: completa)</label>
        <input id={`${p}Hp`} name={`${p}Hp`} type="number" inputMode="numeric" min={1} max={60} defaultValue={side.hp ?? ''} />
      </div>
      <details className={styles.more} open={chosenGear > 0}>
        <summary>Equipo{chosenGear > 0 ? ` (${chosenGear})` : ''}</summary>
        <p className={styles.hint}>
          Un arco no suma en cuerpo a cuerpo (<RuleRef id="R19.11" />, <RuleRef id="R19.12" />); un arma arrojadiza se conserva y suma
          su bonificación (<RuleRef id="RUL-33" />). Los límites de equipo se comprueban (<RuleRef id="R15.1" />–<RuleRef id="R15.5" />).
        </p>
        {gear.map((g) => <CheckList key={g.type} legend={TYPE_LABELS[g.type].plural} name={`${p}Equip`} prefix={p} cards={g.cards} chosen={side.equipment} />)}
        <p className={styles.checkLine}>
          <input type="checkbox" id={`${p}Bow`} name={`${p}Bow`} value="1" defaultChecked={side.loadedBow} />
          <label htmlFor={`${p}Bow`}>Entra con el arco cargado: dispara una vez en el primer asalto</label>
        </p>
        <p className={styles.hint}>
          El disparo va antes del cuerpo a cuerpo y, si disparan los dos, a la vez (<RuleRef id="R19.5" />, <RuleRef id="R19.7" />); se
          supone pagado (<RuleRef id="RUL-37" />) y que después no recarga (<RuleRef id="RUL-38" />).
        </p>
      </details>
      <details className={styles.more} open={side.potions.length + side.poisons.length > 0}>
        <summary>Pociones y venenos{side.potions.length + side.poisons.length > 0 ? ` (${side.potions.length + side.poisons.length})` : ''}</summary>
        <p className={styles.hint}>
          Las pociones se beben antes del combate (<RuleRef id="R14.1" />). Un veneno va en el arma y suma en su siguiente ataque válido,
          el primero que no sea Pifia (<RuleRef id="R14.2" />).
        </p>
        <CheckList legend="Pociones bebidas" name={`${p}Potion`} prefix={p} cards={potions} chosen={side.potions} />
        <CheckList legend="Venenos en el arma" name={`${p}Poison`} prefix={p} cards={poisons} chosen={side.poisons} />
      </details>
    </fieldset>
  )
}

function Results({ result, fightLabel }: { result: CalculatorResult; fightLabel: string }) {
  const { attacker: a, defender: d, attack, fight } = result
  const entries = Object.entries(attack.damage)
  const top = Math.max(...entries.map(([, p]) => p))
  const who = (s: typeof a) => s.name
  return (
    <section aria-labelledby="resultado" className={styles.results}>
      <h2 id="resultado">Resultado</h2>
      <p>
        <strong>{who(a)}</strong> (Fuerza {a.combatant.strength}, Iniciativa {a.combatant.initiative}, Vida {a.combatant.life}) ataca a{' '}
        <strong>{who(d)}</strong> (Resistencia {d.combatant.resistance}, Iniciativa {d.combatant.initiative}, Vida {d.combatant.life}).
        {(a.bowIgnored || d.bowIgnored) && ' El arco no cuenta en cuerpo a cuerpo.'}
        {[a, d].map((s) => s.combatant.bowShot && ` ${who(s)} dispara con el arco en el primer asalto (Fuerza ${s.combatant.bowShot.strength}).`)}
      </p>
      <h3>Un ataque</h3>
      <dl className={styles.figures}>
        <div><dt>Probabilidad de herir</dt><dd>{formatPercent(attack.pHurt)}</dd></div>
        <div><dt>Probabilidad de matar de un ataque</dt><dd>{formatPercent(attack.pKill)}</dd></div>
        <div><dt>Ataques esperados para matar</dt><dd>{formatMean(attack.expectedAttacksToKill)}</dd></div>
      </dl>
      <div className="table-wrap">
        <table className={`data-table ${styles.damage}`}>
          <caption>Daño de un ataque (<RuleRef id="R19.9" />, <RuleRef id="RUL-1" />)</caption>
          <thead>
            <tr><th scope="col">Vida perdida</th><th scope="col" className="num">Probabilidad</th><th scope="col"><span className="visually-hidden">Barra</span></th></tr>
          </thead>
          <tbody>
            {entries.map(([k, p]) => (
              <tr key={k}>
                <th scope="row">{k === '666' ? 'Tirada 666 (muere)' : k === '0' ? '0 (incluye la Pifia)' : k}</th>
                <td className="num">{formatPercent(p)}</td>
                <td className={styles.barCell} aria-hidden="true">
                  <span className={styles.bar} style={{ width: `${top > 0 ? (p / top) * 100 : 0}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fight && (
        <>
          <h3>{fightLabel}</h3>
          <p className={styles.hint}>
            Cada asalto golpea primero quien tiene más Iniciativa (<RuleRef id="R19.5" />); con empate, 1d6 cada uno hasta desempatar
            (<RuleRef id="RUL-35" />): {formatPercent(fight.pAttackerFirst)} de golpear antes para el atacante. Quien muere antes de su turno no
            devuelve el golpe.
          </p>
          <dl className={styles.figures}>
            <div><dt>Gana {who(a)} (atacante)</dt><dd>{formatPercent(fight.pAttackerWins)}</dd></div>
            <div><dt>Gana {who(d)} (defensor)</dt><dd>{formatPercent(fight.pDefenderWins)}</dd></div>
            {fight.mode === 'round' && <div><dt>Siguen los dos en pie</dt><dd>{formatPercent(fight.pBothStand)}</dd></div>}
            <div><dt>Mueren los dos</dt><dd>{formatPercent(fight.pBothDie)}</dd></div>
            {fight.mode === 'death' && <div><dt>Asaltos esperados</dt><dd>{formatMean(fight.expectedRounds)}</dd></div>}
          </dl>
        </>
      )}
    </section>
  )
}

export default async function CalculadoraPage({ searchParams }: PageProps) {
  const catalogue = getCatalogue()
  const firstOf = (t: CardType) => catalogue.cards.filter((c) => c.type === t).sort(byName)[0]?.id ?? NUMBERS
  const { form, errors } = readCalculatorUrl(await searchParams, { attacker: firstOf('dalma'), defender: firstOf('enemy') })
  const computed = errors.length === 0 ? calculate(calculatorInput(form), catalogue) : null
  const problems: string[] = errors.map((e) => e.message)
  if (computed && !computed.ok) problems.push(`${computed.error.field === 'attacker' ? 'Atacante' : computed.error.field === 'defender' ? 'Defensor' : 'Combate'}: ${computed.error.message}`)
  const fightLabel = FIGHT_CHOICES.find((c) => c.value === form.fight)?.label ?? ''
  const share = `/calculadora?${calculatorSearch(form)}`

  return (
    <>
      <h1>Calculadora de combate</h1>
      <p className="lead">
        Probabilidades exactas, sin simular: cada tirada de ataque posible (<RuleRef id="RUL-1" />, con la Pifia y la Tirada 666) pasa por la
        misma regla de ataque que usa el motor. Elige los dos personajes, su equipo, pociones y venenos, y cuánto dura el combate.
      </p>
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <p>No se puede calcular:</p>
          <ul>{problems.map((m) => <li key={m}>{m}</li>)}</ul>
        </div>
      )}
      {computed?.ok && (
        <>
          <Results result={computed.value} fightLabel={fightLabel} />
          <p>
            Enlace a este cálculo: <Link href={share}>{share}</Link>
          </p>
        </>
      )}
      <h2 id="datos">{computed?.ok ? 'Cambiar el cálculo' : 'Datos del cálculo'}</h2>
      <form method="get" action="/calculadora" className={styles.form} aria-labelledby="datos">
        <div className={styles.sides}>
          <SideFields role="attacker" side={form.attacker} errors={errors} />
          <SideFields role="defender" side={form.defender} errors={errors} />
        </div>
        <fieldset className={styles.mode}>
          <legend>Combate</legend>
          {FIGHT_CHOICES.map((c) => (
            <label key={c.value}>
              <input type="radio" name="fight" value={c.value} defaultChecked={form.fight === c.value} /> {c.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">Calcular</button>
      </form>
    </>
  )
}
