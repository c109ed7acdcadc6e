import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { z } from 'zod';
import { schemaOf } from '../../sending/openapi-parts';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// The public API's OpenAPI document and the routes agree: every public route is documented with the
// body, path and query parameters its schema declares (the same contracts' zod schemas), and the
// document names no route that does not exist.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const keysOf = (schema: unknown) => Object.keys((schema as z.ZodObject<z.ZodRawShape> | undefined)?.shape ?? {}).sort();

async function documentAndRoutes() {
  const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  assert.equal(response.statusCode, 200);
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  const routes = t.app.declaredRoutes
    .filter((route) => route.url.startsWith('/api/public/v1/'))
    .flatMap((route) => route.methods.map((method) => ({ ...route, method: method.toLowerCase() })));
  return { document, routes };
}

test('every public route is in the OpenAPI document with the parameters and body its schema declares', async () => {
  const { document, routes } = await documentAndRoutes();
  assert.ok(routes.length >= 10, `public routes found: ${routes.length}`);
  for (const route of routes) {
    const where = `${route.method.toUpperCase()} ${route.url}`;
    const operation = document.paths[openApiPath(route.url)]?.[route.method];
    assert.ok(operation, `${where} is not documented`);
    const parameters = (place: string) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === place)
        .map((p) => p.name)
        .sort();
    assert.deepEqual(parameters('path'), keysOf(route.schema?.params), `${where}: path parameters`);
    if (route.schema?.querystring)
      assert.deepEqual(parameters('query'), keysOf(route.schema.querystring), `${where}: query parameters`);
    if (route.schema?.body)
      assert.deepEqual(
        operation.requestBody?.content['application/json']?.schema,
        schemaOf(route.schema.body as z.ZodType, 'input'),
        `${where}: request body`,
      );
  }
});

test('the document names only routes that exist', async () => {
  const { document, routes } = await documentAndRoutes();
  const declared = new Set(routes.map((route) => `${route.method} ${openApiPath(route.url)}`));
  for (const [path, methods] of Object.entries(document.paths))
    for (const method of Object.keys(methods))
      assert.ok(declared.has(`${method} ${path}`), `${method.toUpperCase()} ${path} is documented but not routed`);
});
