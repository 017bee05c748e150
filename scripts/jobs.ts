import { runJobsCli } from '../server/jobs/cli';

/** `npm run jobs -- import FILE.csv|FILE.json [--server URL]`: see server/jobs/cli.ts. */
process.exitCode = await runJobsCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch,
  cwd: process.cwd(),
});
