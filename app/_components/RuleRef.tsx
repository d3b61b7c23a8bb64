// A citation of a rule, ruling or note by a string ID: the rules pages' RuleLink when the ID
// exists, plain text otherwise (content may cite an ID before the rules data has it).
import { isRuleId } from '@/lib/rules'
import { RuleLink } from '@/app/(catalogue)/reglas/RuleLink'

export function RuleRef({ id }: { id: string }) {
  return isRuleId(id) ? <RuleLink id={id} /> : <span>{id}</span>
}
