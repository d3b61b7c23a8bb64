// Every card module, one line each. The registry test checks this list against content/.
import { confusion } from './confusion'
import { controlMental } from './control-mental'
import { flechasPerforadoras } from './flechas-perforadoras'
import { lenteDeVisionPrecisa } from './lente-de-vision-precisa'
import { buildCardRegistry, type CardRegistry } from './registry'

export const CARD_MODULES = [confusion, controlMental, flechasPerforadoras, lenteDeVisionPrecisa] as const

export const cardRegistry: CardRegistry = buildCardRegistry(CARD_MODULES)
