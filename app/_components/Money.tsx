// A price or a sum of money in the rulebook's words ("2 oros y 5 platas"), from a printed price
// or from silver (RUL-8), optionally marked provisional.
import type { Money as MoneyValue } from '@/lib/catalogue/schema'
import { formatMoney, formatSilver } from './card-display'
import { ProvisionalValue } from './Provisional'

export type MoneyProps = ({ value: MoneyValue; silver?: never } | { silver: number; value?: never }) & {
  provisional?: boolean
}

export function Money({ value, silver, provisional = false }: MoneyProps) {
  const text = value ? formatMoney(value) : formatSilver(silver ?? 0)
  return (
    <ProvisionalValue when={provisional}>
      <span className="money">{text}</span>
    </ProvisionalValue>
  )
}
