'use client'
// A ratings league still being played, on /laboratorio/cartas?prueba=<id> (issue 30): the laboratory's JobView (its
// progress, the owner's «Cancelar»), and once the merged report is in, the page is read again so it shows the
// league's ratings in the same table as a published report.
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import type { LabJobView } from '@/lib/server/lab/jobs'

// JobView brings the laboratory's results and charts: fetched only when a league is pending, not with every visit.
const JobView = dynamic(() => import('../_lab/JobView').then((m) => m.JobView), { loading: () => <p role="status">Cargando el progreso de la liga…</p> })

export function LeagueProgress({ initial }: { initial: LabJobView }) {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  return <JobView initial={initial} cards={[]} onReport={refresh} />
}
