// What the import box can recognise, and how it names each kind: apart from the readers (import-detect.ts), which load
// only when the box is used, while the builder names the kind in its notice after an import (issue 28).

export type DetectedImport =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'json'; text: string }
  | { kind: 'code'; code: string }
  /** A link: `code` is the share code it carries, or null when it carries none. */
  | { kind: 'url'; url: string; code: string | null }

export type ImportKind = DetectedImport['kind']

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  empty: 'Nada que importar todavía',
  text: 'Lista de mazo en texto',
  json: 'Documento JSON',
  code: 'Código de mazo',
  url: 'Enlace a un mazo compartido',
}
