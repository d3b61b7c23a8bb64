// Lint exists mainly to enforce the architecture: the pure libraries (engine, decks, sim, rules and the
// catalogue minus its disk loader) must run unchanged in the browser, a worker, the server and the CLI.
import tseslint from 'typescript-eslint'

const pureLibraries = ['lib/engine/**', 'lib/bots/**', 'lib/scenarios/**', 'lib/engine-testing/**', 'lib/decks/**', 'lib/sim/**', 'lib/rules/**', 'lib/catalogue/**']
const impureExceptions = ['**/*.test.ts', 'lib/catalogue/load.ts', 'lib/catalogue/fixtures/**', 'lib/**/node/**']

export default tseslint.config(
  { ignores: ['node_modules/**', '.next*/**', 'generated/**', 'e2e-out/**', 'prisma/postgres/**', 'next-env.d.ts'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: pureLibraries.map((p) => `${p}/*.{ts,tsx}`).concat(pureLibraries.map((p) => `${p}`)),
    ignores: impureExceptions,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Las librerías puras no importan React.' },
          { group: ['next', 'next/*', 'next-auth', 'next-auth/*'], message: 'Las librerías puras no importan Next.' },
          { group: ['@prisma/*', '@/generated/*', '**/generated/**', '@/lib/server/*'], message: 'Las librerías puras no tocan la base de datos.' },
          { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'url', 'worker_threads'], message: 'Las librerías puras no usan APIs de Node.' },
        ],
      }],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Toda aleatoriedad sale del generador con semilla del estado.' }],
    },
  },
  {
    // React Query loads only on pages with server state (issue 28): the content pages, the root layout and the header
    // around every page never import it, so they keep their JavaScript budgets.
    files: ['app/layout.tsx', 'app/page.tsx', 'app/not-found.tsx', 'app/(catalogue)/**/*.{ts,tsx}', 'app/docs/**/*.{ts,tsx}', 'app/_components/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'app/_components/useDeleteInPlace.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@tanstack/react-query', message: 'Las páginas de contenido y la cabecera no cargan React Query: va en las páginas con estado del servidor (ServerState).' }],
        patterns: [{ group: ['@/app/_components/server-state/*', './server-state/*'], message: 'Las páginas de contenido y la cabecera no cargan React Query (ServerState y sus consultas).' }],
      }],
    },
  },
)
