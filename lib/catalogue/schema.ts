// The catalogue's whole model in one import: the zod schemas and the types they give (card-schema.ts),
// with the vocabulary, labels and helpers that need no zod (model.ts).
export * from './card-schema'
export * from './model'
