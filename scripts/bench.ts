/**
 * npm run bench [-- <seconds>]: every performance figure of the package, each measured in one
 * run (engine and boardgame.io reducer side by side, so their ratio is fair). Rates are per CPU
 * second of this process, which other load on the machine distorts less than wall time.
 */
import { printAirLandSea } from './bench-als';
import { printLandVsSea } from './bench-lvs';
import { printSearch } from './bench-search';

const seconds = Number(process.argv[2] ?? 3);
console.log(`Node ${process.version}, ${seconds} s per measurement\n`);
printAirLandSea(seconds);
console.log();
printLandVsSea(seconds);
console.log();
printSearch(seconds * 200);
