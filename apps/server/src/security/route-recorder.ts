/**
 * The routes a Fastify instance registers, with their options (schema, config), for the suites
 * that must cover every route (authorisation, fuzzing). buildApp creates the instance and
 * registers every route in one go, so the onRoute hook can only go in where fastify creates it:
 *
 *   vi.mock('fastify', async (real) => (await import('./route-recorder')).recordingFastify(real));
 *
 * then `routesOf(app)` gives the routes of any app built in that test file.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';

const recorded = new WeakMap<object, RouteOptions[]>();

export async function recordingFastify(
  importOriginal: <T>() => Promise<T>,
): Promise<typeof FastifyModule> {
  const real = await importOriginal<typeof FastifyModule>();
  const create = ((opts?: Parameters<typeof real.default>[0]) => {
    const app = real.default(opts);
    const routes: RouteOptions[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  }) as typeof real.default;
  return { ...real, default: create };
}

export function routesOf(app: object): RouteOptions[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('no routes recorded: is fastify mocked with recordingFastify?');
  return routes;
}
