// Card search: a forgiving name search plus a field syntax (see SYNTAX_HELP). Pure, so the
// browser can search as the player types with the same code the API and the CLI use.
export { parseQuery, type ParseResult, type QueryError, type QueryNode, type Span } from './parse'
export type { CompareOp, FieldName, FieldTest, NumericField } from './fields'
export {
  createSearchIndex, runQuery, searchCards, searchCostSilver, SearchIndex, type SearchOptions, type SearchResult,
} from './search'
export { parseSortKey, SORT_KEYS, SORT_OPTIONS, type SortKey } from './sort'
export { SYNTAX_HELP, SYNTAX_HELP_GROUPS, type SyntaxHelpEntry, type SyntaxHelpExample } from './help'
export { fold } from './normalize'
