/**
 * An OpenAI-compatible model provider for tests: POST /v1/chat/completions with stream: true
 * answers server-sent events, one `data: {choices: [{delta: {content}}]}` per word of its reply,
 * then `data: [DONE]`. Every request body is kept (the tests read the prompt). The reply depends
 * on the last user message:
 * - "__fail__": HTTP 500 at once; "__midfail__": two words, then the connection is cut;
 * - "__hang__": headers, one word, then nothing (a hanging provider);
 * - otherwise: "Coba lihat soal <question>: <text>" (so a test sees the context arrived), where
 *   <question> is the "question" of the <exercise> block in that message (or "none") and <text>
 *   what follows the block.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelStandIn {
  url: string;
  requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  close: () => Promise<void>;
}

function send(res: ServerResponse, content: string) {
  res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

export async function startModelStandIn(apiKey: string | null = null): Promise<ModelStandIn> {
  const requests: ModelStandIn['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (apiKey !== null && req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'bad key' } }));
        return;
      }
      const body = JSON.parse(raw) as ModelStandIn['requests'][number];
      requests.push(body);
      const turn = body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      const block = /^<exercise>\n(.*)\n<\/exercise>\n\n/.exec(turn);
      const exercise = block ? (JSON.parse(block[1]!) as { question?: string }) : {};
      const last = block ? turn.slice(block[0].length) : turn;
      if (last.includes('__fail__')) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (last.includes('__hang__')) {
        send(res, 'Hmm');
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (last.includes('__midfail__')) {
        send(res, 'Let ');
        send(res, 'me ');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      const words = `Coba lihat soal ${exercise.question ?? 'none'}: ${last}`.split(/(?<= )/);
      let i = 0;
      const next = () => {
        const word = words[i++];
        if (word === undefined) {
          res.end('data: [DONE]\n\n');
          return;
        }
        send(res, word);
        setTimeout(next, 2);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      );
    },
  };
}
