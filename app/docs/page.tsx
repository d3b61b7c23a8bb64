import type { Metadata } from 'next'
import Link from 'next/link'
import { guides } from './guides'
import { COMMANDS, ENDPOINTS, TABLE_NOTES } from './reference'
import styles from './docs.module.css'

export const metadata: Metadata = {
  title: 'API y línea de órdenes',
  description: 'La API HTTP y la orden dm de Duelo de Masters: buscar cartas, validar mazos, repartir manos y simular partidas.',
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export default function DocsPage() {
  return (
    <article className={styles.docs}>
      <h1>API y línea de órdenes</h1>
      <p>
        El sitio, la API y la orden <code>dm</code> usan las mismas librerías: la misma búsqueda (ver la{' '}
        <Link href="/cartas/sintaxis">sintaxis de búsqueda</Link>), la misma comprobación de mazos y el mismo motor de
        reglas. Las respuestas son JSON; los errores tienen la forma <code>{'{ "error": { "message", "field"? } }'}</code>{' '}
        y dicen qué campo falla y por qué. Las peticiones que modifican datos deben venir de este mismo sitio y tienen un
        tamaño máximo.
      </p>
      <nav aria-label="En esta página">
        <ul>
          <li><a href="#api">API HTTP</a></li>
          <li><a href="#mesas">Mesas en línea</a></li>
          <li><a href="#cli">Línea de órdenes</a></li>
          <li><a href="#formato">Formato de texto de los mazos</a></li>
          <li><Link href="/docs/escenarios">Ficheros de escenario (dm play)</Link></li>
          <li><a href="#guias">Guías del proyecto</a></li>
        </ul>
      </nav>

      <section aria-labelledby="api">
        <h2 id="api">API HTTP</h2>
        {ENDPOINTS.map((e) => (
          <section key={`${e.method} ${e.path}`} className={styles.entry} aria-labelledby={`ep-${slug(`${e.method} ${e.path}`)}`}>
            <h3 id={`ep-${slug(`${e.method} ${e.path}`)}`}>
              <span className={styles.method}>{e.method}</span> <code>{e.path}</code>
            </h3>
            <p>{e.summary}</p>
            <p className={styles.meta}>Autenticación: {e.auth}{e.body ? <> · Cuerpo: <code>{e.body}</code></> : null}</p>
            <table className={styles.table}>
              <caption className="visually-hidden">Respuestas de {e.method} {e.path}</caption>
              <thead><tr><th scope="col">Estado</th><th scope="col">Significado</th></tr></thead>
              <tbody>
                {e.responses.map(([status, meaning]) => (
                  <tr key={status}><td>{status}</td><td>{meaning}</td></tr>
                ))}
              </tbody>
            </table>
            {e.example && <pre className={styles.example} tabIndex={0}><code>{e.example}</code></pre>}
          </section>
        ))}
      </section>

      <section aria-labelledby="mesas">
        <h2 id="mesas">Mesas en línea</h2>
        <p>
          Las rutas <code>/api/tables</code> son un contrato público: la página <code>/mesa/&#123;id&#125;</code>, bots y
          clientes de fuera juegan con ellas. El servidor guarda la partida (configuración y registro de acciones), comprueba
          cada acción con el mismo motor y a cada asiento le envía solo lo que las reglas le han mostrado: nunca la mano
          rival, el orden de los mazos, las cartas boca abajo que no ha visto ni el generador.
        </p>
        <dl>
          {TABLE_NOTES.map((n) => (
            <div key={n.term}>
              <dt>{n.term}</dt>
              <dd>{n.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cli">
        <h2 id="cli">Línea de órdenes</h2>
        <p>
          Tras <code>npm install</code>, <code>npm run -s dm -- &lt;orden&gt;</code> funciona leyendo <code>content/</code>{' '}
          directamente. <code>npm run -s dm -- help</code> lista las órdenes; los argumentos incorrectos terminan con código 2 y
          dicen cuál falla.
        </p>
        {COMMANDS.map((c) => (
          <section key={c.usage} className={styles.entry} aria-labelledby={`cmd-${slug(c.usage.split(' ')[1] ?? c.usage)}`}>
            <h3 id={`cmd-${slug(c.usage.split(' ')[1] ?? c.usage)}`}><code>{c.usage}</code></h3>
            <p>{c.summary}</p>
            {c.exits && <p className={styles.meta}>Códigos de salida: {c.exits}</p>}
            <pre className={styles.example} tabIndex={0}><code>{c.example}</code></pre>
          </section>
        ))}
      </section>

      <section aria-labelledby="formato">
        <h2 id="formato">Formato de texto de los mazos</h2>
        <p>El mismo de los mazos de la caja, que se puede pegar en el constructor, en /probar o enviar a la API:</p>
        <pre className={styles.example} tabIndex={0}><code>{`# Mazo: Furia del Norte
Reliquia: Elixir de Mísal
Dalma inicial: Durmak de Órdor

Dalmas:
1 Durmak de Órdor
3x Daga`}</code></pre>
        <ul>
          <li>Las líneas que empiezan por <code>#</code> son comentarios; una línea que acaba en <code>:</code> sin número es un encabezado y se ignora.</li>
          <li><code>Reliquia:</code> nombra la reliquia; ni ella ni sus enemigos se cuentan (R5.3, R5.4).</li>
          <li><code>Dalma inicial:</code> nombra el Dalma inicial, que también aparece en la lista con sus dos cartas (RUL-2, R5.9).</li>
          <li>Cada carta: <code>4 Daga</code>, <code>4x Daga</code> o <code>4 x Daga</code>. Los nombres no distinguen mayúsculas ni tildes y las líneas repetidas se suman.</li>
          <li>Un nombre desconocido da <code>UNKNOWN_CARD</code> con los nombres más parecidos; una línea ilegible es un error con su número de línea.</li>
        </ul>
      </section>

      <section aria-labelledby="guias">
        <h2 id="guias">Guías del proyecto</h2>
        <p>
          Los ficheros <code>docs/</code> del repositorio, enlazados desde su README (en inglés): cada función del sitio, la
          línea de órdenes, la cola del laboratorio, las mesas en línea, PostgreSQL, varias instancias, el uso sin conexión, el
          formato de los mazos, el motor y el simulador, el peso y la velocidad.
        </p>
        <ul>
          {guides().map((g) => (
            <li key={g.slug}><Link href={`/docs/guia/${g.slug}`} prefetch={false}>{g.title}</Link> <span className={styles.meta}>(docs/{g.file})</span></li>
          ))}
        </ul>
      </section>
    </article>
  )
}
