// size-limit, run by `npm test` after the production build ("Größenprüfung"): the JavaScript that / loads first,
// gzip, against issue 9's goal. Which chunks those are is read from vite's manifest in one place, first-load.mjs,
// which the bench uses as well.
import { FIRST_LOAD_LIMIT_KB, readFirstLoad } from './tests/src/bench/first-load.mjs'

export default [
  {
    name: 'Erster Aufruf von / (JavaScript: Einstieg und seine statischen Importe)',
    path: readFirstLoad().initial.map((file) => `ui/dist/${file}`),
    gzip: true,
    limit: `${FIRST_LOAD_LIMIT_KB} kB`,
  },
]
