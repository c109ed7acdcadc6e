import fp from 'fastify-plugin';
import type { z } from 'zod';
import { parseInput } from '../../http/parse-input';

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
  },
  { name: 'zod-validation' },
);
