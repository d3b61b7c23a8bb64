// /laboratorio/{id}: a laboratory run queued on the server (issue 16): its progress while workers
// play its shards, then the merged report, which is the report of a local run of the same spec.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCatalogue } from '@/lib/catalogue/load'
import { databaseUrl, getPrisma, isPostgresUrl } from '@/lib/server/db'
import { embeddedRunner } from '@/lib/server/lab/embedded'
import { isLabJobId, labJobView } from '@/lib/server/lab/jobs'
import { JobView } from '../_lab/JobView'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Prueba del laboratorio', robots: { index: false } }

type PageProps = { params: Promise<{ id: string }> }

export default async function LabJobPage({ params }: PageProps) {
  const { id } = await params
  if (!isLabJobId(id)) notFound()
  const prisma = getPrisma()
  if (!isPostgresUrl(databaseUrl())) embeddedRunner(prisma).kick()
  const job = await labJobView(prisma, id)
  if (job === null) notFound()
  const catalogue = getCatalogue()
  return (
    <>
      <h1>Prueba del laboratorio</h1>
      <p className="lead">
        Una tanda en la cola del servidor: la juegan {isPostgresUrl(databaseUrl()) ? 'los trabajadores (dm lab worker) conectados a la base de datos' : 'los hilos del propio servidor'},
        {' '}por tandas de partidas. El informe une las tandas y es el mismo que daría la misma prueba jugada de una vez. <a href="/laboratorio">Preparar otra</a>.
      </p>
      <JobView initial={job} cards={catalogue.cards} />
    </>
  )
}
