/**
 * `--jobs N` for the series scripts (tournament, calibrate): N child processes, each this same
 * command with `--shard i/N`, play the games g with g mod N = i and print one JSON record a line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export function playInParallel<R>(jobs: number, children: ChildProcess[], onRecord: (record: R) => void): Promise<void> {
  const args = process.argv.slice(1).filter((a, i, all) => a !== '--jobs' && all[i - 1] !== '--jobs');
  return Promise.all(
    Array.from(
      { length: jobs },
      (_, shard) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [...process.execArgv, ...args, '--shard', `${shard}/${jobs}`], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          children.push(child);
          createInterface({ input: child.stdout }).on('line', (line) => onRecord(JSON.parse(line) as R));
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`shard ${shard} exited with ${code}`))));
        }),
    ),
  ).then(() => undefined);
}
