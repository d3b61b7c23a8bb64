// Every `dm` command, one line each: `export { command as <name> } from './<name>'`.
// The registry (../registry.ts) reads all exports of this file.
export { command as check } from './check'
export { command as cards } from './cards'
export { command as validate } from './validate'
export { command as hands } from './hands'
export { command as goldfish } from './goldfish'
export { command as play } from './play'
export { command as odds } from './odds'
export { command as selfplay } from './selfplay'
export { command as gauntlet } from './gauntlet'
export { command as lab } from './lab'
export { command as table } from './table'
export { command as alientos } from './alientos'
