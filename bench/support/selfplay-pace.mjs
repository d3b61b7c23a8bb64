// A worker thread for bench/suites/bots.ts: registers tsx (Node 20 does not apply `--import tsx` to
// workers), loads the decks, says it is ready, then on "go" plays its heuristic games and says done.
import { register } from 'tsx/esm/api'

register()
await import('./selfplay-pace-host.ts')
