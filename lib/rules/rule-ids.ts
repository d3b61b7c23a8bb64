// Literal ID types, so a citation written in code (`<RuleLink id="R8.2" />`) is checked by tsc.
import type { RULE_ROWS } from './rules-data'

export type RuleId = (typeof RULE_ROWS)[number]['id']
