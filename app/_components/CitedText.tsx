// Text in which rule IDs (R8.2, RUL-3, NOTE-1) become links to the rules (the rules pages' RuleText).
export { RuleText as CitedText } from '@/app/(catalogue)/reglas/RuleText'
