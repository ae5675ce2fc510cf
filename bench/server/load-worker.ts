/**
 * The server benchmark's load generator, in a process of its own (autocannon in the server's
 * process takes CPU from it and depresses the baselines most). Reads a plan from the JSON file
 * named on the command line, runs a warm-up second and the measured run, prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { PlayableTask } from '@web-ed/engine';
import { finishRecord } from '../../apps/server/src/learning/sample-record';

export interface LoadPlan {
  url: string;
  kind: 'hello' | 'insert' | 'finish';
  connections: number;
  seconds: number;
  students: { id: string; token: string }[];
  task?: PlayableTask;
  /** Sessions are named after it, so two runs on one database never resend a session. */
  run: string;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** What the errors were: socket errors, timeouts, and answers by status code. */
  errorKinds: Record<string, number>;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
let n = 0;

function request(): { headers: Record<string, string>; body?: string } {
  const s = plan.students[n % plan.students.length]!;
  const i = n++;
  const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
  if (plan.kind === 'insert') return { headers, body: JSON.stringify({ text: `row ${i}` }) };
  const record = finishRecord(plan.task!, {
    userId: s.id,
    session: `${plan.run}-${i}`,
    subjectId: 101,
    chapterId: 1011,
    correct: 1 + (i % 10),
    finishedAt: Date.now() - 1000,
  });
  return { headers, body: JSON.stringify({ records: [record] }) };
}

function load(seconds: number): Promise<Measured> {
  const options: autocannon.Options = {
    url: plan.url,
    connections: plan.connections,
    duration: seconds,
    ...(plan.kind === 'hello'
      ? {}
      : {
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const { headers, body } = request();
                return { ...req, headers: { ...req.headers, ...headers }, body };
              },
            },
          ],
        }),
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        // autocannon counts timeouts among its errors.
        errors: r.errors + r.non2xx,
        errorKinds: Object.fromEntries(
          [
            ['socket', r.errors - r.timeouts],
            ['timeout', r.timeouts],
            ...Object.entries(r.statusCodeStats ?? {})
              .filter(([code]) => !code.startsWith('2'))
              .map(([code, v]) => [code, (v as { count: number }).count]),
          ].filter(([, n]) => Number(n) > 0),
        ),
      });
    });
  });
}

await load(1);
process.stdout.write(`${JSON.stringify(await load(plan.seconds))}\n`);
