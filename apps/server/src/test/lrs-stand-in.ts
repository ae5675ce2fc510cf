/**
 * A stand-in Learning Record Store for the tests: POST /statements as xAPI 1.0.3 has it. It
 * checks basic auth and the X-Experience-API-Version header, refuses a batch with any statement
 * that breaks the statement rules (400, nothing stored), keeps the first statement of an id (a
 * same id with other content is a 409), and answers 200 with the ids. A test can make it fail
 * (`failNext`) or hang (`hangNext`) to see the sender retry.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { batchProblems } from './xapi-statement-rules';

export interface StandInLrs {
  endpoint: string;
  /** Stored statements by id, in the order they arrived. */
  statements: Map<string, Record<string, unknown>>;
  /** Every request's answer status, in order. */
  answers: number[];
  /** Refusals with their reasons (400s). */
  refusals: string[][];
  failNext(count: number, status?: number): void;
  hangNext(count: number): void;
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export async function startStandInLrs(key = 'lrs-key', secret = 'lrs-secret'): Promise<StandInLrs> {
  const statements = new Map<string, Record<string, unknown>>();
  const answers: number[] = [];
  const refusals: string[][] = [];
  let failing: { count: number; status: number } = { count: 0, status: 503 };
  let hanging = 0;
  const expectedAuth = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, payload: unknown) => {
        answers.push(status);
        res.writeHead(status, {
          'content-type': 'application/json',
          'x-experience-api-version': '1.0.3',
        });
        res.end(JSON.stringify(payload));
      };
      const text = await body(req);
      if (hanging > 0) {
        hanging--;
        return; // never answered: the sender's timeout must fire
      }
      if (failing.count > 0) {
        failing.count--;
        return send(failing.status, { error: 'failing on purpose' });
      }
      if (
        req.method !== 'POST' ||
        new URL(req.url ?? '/', 'http://lrs').pathname !== '/xapi/statements'
      )
        return send(404, { error: 'not found' });
      if (req.headers.authorization !== expectedAuth) return send(401, { error: 'unauthorized' });
      if (!String(req.headers['x-experience-api-version'] ?? '').startsWith('1.0'))
        return send(400, { error: 'X-Experience-API-Version 1.0.x is required' });
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
        return send(400, { error: 'Content-Type application/json is required' });
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return send(400, { error: 'not JSON' });
      }
      const problems = batchProblems(parsed);
      if (problems.length > 0) {
        refusals.push(problems);
        return send(400, { error: 'invalid statements', problems });
      }
      const batch = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
      for (const s of batch) {
        const had = statements.get(String(s['id']));
        if (had && !isDeepStrictEqual(had, s))
          return send(409, { error: `statement ${String(s['id'])} differs` });
      }
      for (const s of batch)
        if (!statements.has(String(s['id']))) statements.set(String(s['id']), s);
      send(
        200,
        batch.map((s) => s['id']),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/xapi`,
    statements,
    answers,
    refusals,
    failNext: (count, status = 503) => {
      failing = { count, status };
    },
    hangNext: (count) => {
      hanging = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
