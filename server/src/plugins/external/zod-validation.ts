import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '../../http/parse-input';

/** A route as declared, with its schema if it has one: what the OpenAPI document is checked against. */
export interface DeclaredRoute {
  methods: string[];
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the schema it declared, in the order registered. */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Routes declare their body, query and params with the contracts' zod schemas (`schema: { body }`):
 * Fastify validates them before the handler, with parseInput's Korean 400 per field, and the handler
 * gets the parsed, typed value (fastify-type-provider-zod's ZodTypeProvider). Response schemas, where a
 * route gives them, describe the answer for the OpenAPI document only: answers are sent as they are.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema }) => (data) => {
      try {
        return { value: parseInput(schema as z.ZodType, data) };
      } catch (error) {
        return { error: error as Error };
      }
    });
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    const declared: DeclaredRoute[] = [];
    app.decorate('declaredRoutes', declared);
    app.addHook('onRoute', (route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      declared.push({ methods, url: route.url, schema: route.schema });
    });
  },
  { name: 'zod-validation' },
);
