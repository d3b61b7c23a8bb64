// /alientos/reglas: the rules of Duelo de alientos in our own words (lib/alientos/rules-data.ts), with the product's
// rulings (ALI-n) and the project's readings where neither speaks (AN-n). Static; every entry has its own anchor.
import type { Metadata } from 'next'
import Link from 'next/link'
import { ALIENTOS_NOTES, ALIENTOS_RULINGS, ALIENTOS_SECTIONS } from '@/lib/alientos/rules-data'
import { AlientosCited } from '../_game/cited'
import styles from '../alientos.module.css'

export const metadata: Metadata = {
  title: 'Reglas de Duelo de alientos',
  description: 'Las reglas de Duelo de alientos, el duelo de dados entre taumaturgos, resumidas en español, con las decisiones y notas de interpretación que sigue el simulador.',
}

export default function AlientosRulesPage() {
  return (
    <div className={styles.rules}>
      <nav aria-label="Migas de pan" className="breadcrumbs"><ol><li><Link href="/alientos">Duelo de alientos</Link></li><li aria-current="page">Reglas</li></ol></nav>
      <h1>Reglas de Duelo de alientos</h1>
      <p className="lead">
        Un duelo de dados entre taumaturgos: cada uno trae quince dados de aliento y quince puntos de dolor, y gana el
        último que sigue en pie. Las reglas van contadas con nuestras palabras; cada una tiene un identificador (por
        ejemplo A6.2) con el que la citan el simulador y sus pruebas.
      </p>
      <nav aria-labelledby="indice-alientos" className={styles.toc}>
        <h2 id="indice-alientos">Índice</h2>
        <ol>
          {ALIENTOS_SECTIONS.map((s) => <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>)}
          <li><a href="#decisiones">Decisiones del producto (ALI)</a></li>
          <li><a href="#notas">Notas de interpretación (AN)</a></li>
        </ol>
      </nav>
      {ALIENTOS_SECTIONS.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id}>{s.id.slice(1)}. {s.title}</h2>
          <dl className={styles.ruleList}>
            {s.rules.map((r) => (
              <div key={r.id} id={r.id} className={styles.rule}>
                <dt><a href={`#${r.id}`} className={styles.ruleId}>{r.id}</a> {r.title}</dt>
                <dd><AlientosCited text={r.summary} /></dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="decisiones">
        <h2 id="decisiones">Decisiones del producto</h2>
        <p>Donde el texto de las reglas queda abierto, el producto decide; estas decisiones mandan sobre cualquier lectura propia.</p>
        <dl className={styles.ruleList}>
          {ALIENTOS_RULINGS.map((r) => (
            <div key={r.id} id={r.id} className={styles.rule}>
              <dt><a href={`#${r.id}`} className={styles.ruleId}>{r.id}</a> {r.title}</dt>
              <dd><AlientosCited text={r.summary} /> <span className={styles.ruleRefs}>Reglas: <AlientosCited text={r.rules.join(', ')} /></span></dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="notas">
        <h2 id="notas">Notas de interpretación</h2>
        <p>Lo que el simulador ha tenido que decidir donde ni el texto ni las decisiones del producto hablan.</p>
        <dl className={styles.ruleList}>
          {ALIENTOS_NOTES.map((n) => (
            <div key={n.id} id={n.id} className={styles.rule}>
              <dt><a href={`#${n.id}`} className={styles.ruleId}>{n.id}</a> {n.title}</dt>
              <dd>
                <p><strong>Pregunta.</strong> <AlientosCited text={n.question} /></p>
                <p><strong>Lectura.</strong> <AlientosCited text={n.reading} /></p>
                <p><strong>Motivo.</strong> <AlientosCited text={n.reason} /></p>
                <p className={styles.ruleRefs}>Reglas: <AlientosCited text={n.rules.join(', ')} /></p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
