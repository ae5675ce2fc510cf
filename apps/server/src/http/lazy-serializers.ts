/**
 * Fastify's answer serialisers (fast-json-stringify, one per route and status), each compiled on
 * its first answer instead of all at start-up: a server process starts faster, and so does every
 * test that builds an app and calls a few of its 117 routes. The serialisers are the same.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
const eager = SerializerSelector();

export const lazySerializers: Factory = (externalSchemas, options) => {
  const compile = eager(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};
