// Taumaturgos of Duelo de alientos saved to a signed-in player's account: data access for app/api/alientos.
// - A taumaturgo is a name and its 15 dice as text (lib/alientos/dice.ts poolText), legal under ALI-1 when saved.
// - Owner-only: someone else's taumaturgo does not exist for you (404).
// - At most MAX_TAUMATURGOS_PER_USER: one more is refused with a message, never by dropping an old one.
import 'server-only'
import { z } from 'zod'
import { describePoolProblem, parsePool, poolProblems, poolText, POOL_TEXT_MAX } from '@/lib/alientos/dice'
import type { PrismaClient, TaumaturgoRow } from './db'
import { HttpError } from './http'
import { safeText } from './input'

export const MAX_TAUMATURGOS_PER_USER = 100
export const TAUMATURGO_NAME_MAX = 60

const nameSchema = safeText('El nombre', { typeError: 'El nombre debe ser un texto.' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'El taumaturgo necesita un nombre.').max(TAUMATURGO_NAME_MAX, `El nombre es demasiado largo (máximo ${TAUMATURGO_NAME_MAX} caracteres).`))

/** The dice as text ("odio:6,calma:6,…"), legal under ALI-1, kept in the canonical order. */
export const diceSchema = z
  .string({ error: 'dice debe ser un texto: tipo:cantidad separados por comas, p. ej. odio:6,calma:6,cambio:1,renovacion:1,umbra:1.' })
  .max(POOL_TEXT_MAX, `dice es demasiado largo (máximo ${POOL_TEXT_MAX} caracteres).`)
  .transform((text, ctx) => {
    const r = parsePool(text)
    if (!r.ok) { ctx.addIssue({ code: 'custom', message: `Los dados: ${r.message}.` }); return z.NEVER }
    const problems = poolProblems(r.pool)
    for (const p of problems) ctx.addIssue({ code: 'custom', message: describePoolProblem(p) })
    return problems.length > 0 ? z.NEVER : poolText(r.pool)
  })

export const taumaturgoInputSchema = z.object({ name: nameSchema, dice: diceSchema }, { error: 'El cuerpo debe ser un objeto JSON { name, dice }.' }).strict()
export type TaumaturgoInput = z.output<typeof taumaturgoInputSchema>

export const isTaumaturgoId = (id: string): boolean => /^[a-z0-9]{10,40}$/.test(id)

export type TaumaturgoView = { id: string; name: string; dice: string; createdAt: string; updatedAt: string; playUrl: string; shareUrl: string }

/** The link that opens the builder (or a duel) with these dice. */
export const taumaturgoLink = (path: '/alientos' | '/alientos/taumaturgos', name: string, dice: string): string =>
  `${path}?${new URLSearchParams({ nombre: name, dados: dice }).toString()}`

export function presentTaumaturgo(row: TaumaturgoRow): TaumaturgoView {
  return {
    id: row.id, name: row.name, dice: row.dice, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    playUrl: taumaturgoLink('/alientos', row.name, row.dice), shareUrl: taumaturgoLink('/alientos/taumaturgos', row.name, row.dice),
  }
}

export function listTaumaturgos(prisma: PrismaClient, ownerId: string): Promise<TaumaturgoRow[]> {
  return prisma.taumaturgo.findMany({ where: { ownerId }, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: MAX_TAUMATURGOS_PER_USER })
}

export async function createTaumaturgo(prisma: PrismaClient, ownerId: string, input: TaumaturgoInput): Promise<TaumaturgoRow> {
  return prisma.$transaction(async (tx) => {
    const count = await tx.taumaturgo.count({ where: { ownerId } })
    if (count >= MAX_TAUMATURGOS_PER_USER) {
      throw new HttpError(409, `Ya tienes ${MAX_TAUMATURGOS_PER_USER} taumaturgos guardados, el máximo. Borra alguno para guardar otro; no se ha borrado nada.`, undefined, { limit: MAX_TAUMATURGOS_PER_USER })
    }
    return tx.taumaturgo.create({ data: { ownerId, name: input.name, dice: input.dice } })
  })
}

/** Null when there is no such taumaturgo of this owner. */
export async function updateTaumaturgo(prisma: PrismaClient, ownerId: string, id: string, input: TaumaturgoInput): Promise<TaumaturgoRow | null> {
  const r = await prisma.taumaturgo.updateMany({ where: { id, ownerId }, data: { name: input.name, dice: input.dice } })
  return r.count === 0 ? null : prisma.taumaturgo.findUnique({ where: { id } })
}

export async function deleteTaumaturgo(prisma: PrismaClient, ownerId: string, id: string): Promise<boolean> {
  const r = await prisma.taumaturgo.deleteMany({ where: { id, ownerId } })
  return r.count > 0
}
