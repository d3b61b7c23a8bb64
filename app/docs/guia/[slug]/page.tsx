// /docs/guia/{slug}: one of the project's guides (docs/*.md) as written in the repository, Markdown being plain text
// meant to be read as it is. Generated at build time, one page per file.
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { guides, guideText, guideTitle } from '../../guides'
import styles from '../../docs.module.css'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return guides().map((g) => ({ slug: g.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const text = guideText(slug)
  return { title: text === null ? 'Guía' : guideTitle(text, slug) }
}

export default async function GuidePage({ params }: Props) {
  const { slug } = await params
  const text = guideText(slug)
  if (text === null) notFound()
  return (
    <article className={styles.docs} lang="en">
      <p><Link href="/docs#guias">← Guías del proyecto</Link></p>
      <h1>{guideTitle(text, slug)}</h1>
      <pre className={styles.guide} tabIndex={0}>{text.replace(/^# .+\n+/, '')}</pre>
    </article>
  )
}
