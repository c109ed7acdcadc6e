import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { z } from 'zod';
import { schemaOf } from '../../sending/openapi-parts';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// The public API's OpenAPI document and the routes agree: every public route is documented with the
// body, path and query parameters its schema declares (the same contracts' zod schemas), and the
// document names no route that does not exist. The document passes Redocly's recommended lint, and
// /docs is the interactive reference over it, served from the package (no CDN).
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

/** Every problem Redocly's recommended ruleset (plus: every tag an operation uses is declared) finds. */
async function lintProblems(json: string) {
  const config = await createConfig({ extends: ['recommended'], rules: { 'operation-tag-defined': 'error' } });
  const problems = await lintFromString({ source: json, absoluteRef: '/docs/openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
}

test("the document passes Redocly's recommended lint with no error and no warning", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  assert.deepEqual(await lintProblems(response.body), []);
  const document = response.json();
  assert.deepEqual(document.servers, [{ url: '/', description: '이 문서를 보내 준 서버' }]);
  assert.equal(document.info.termsOfService, '/brand/policy/tou');
  const operationIds = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
    .flatMap((methods) => Object.values(methods))
    .map((operation) => operation.operationId);
  assert.ok(operationIds.length >= 20);
  assert.equal(new Set(operationIds).size, operationIds.length, 'operationIds are unique');
  // The lint itself can fail: a document without servers or operationIds is refused.
  const broken = { ...document, servers: undefined, paths: { '/x': { get: { summary: '엑스', responses: {} } } } };
  const problems = await lintProblems(JSON.stringify(broken));
  assert.ok(problems.some((p) => p.startsWith('error no-empty-servers')));
  assert.ok(problems.some((p) => p.startsWith('warn operation-operationId')));
});

test('with PUBLIC_URL the server and the terms are on the public origin, and still lint clean', async () => {
  const other = await createTestApp({ publicUrl: 'https://messages.hanbit-console.kr' });
  try {
    const response = await other.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const document = response.json();
    assert.equal(document.servers[0].url, 'https://messages.hanbit-console.kr');
    assert.equal(document.info.license.url, 'https://messages.hanbit-console.kr/brand/policy/tou');
    assert.deepEqual(await lintProblems(response.body), []);
  } finally {
    await other.close();
  }
});

test('/docs is the interactive reference in Korean, its script served from the package and no CDN', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/docs' });
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /^text\/html/);
  assert.match(page.body, /<html lang="ko">/);
  assert.match(page.body, /<title>메시지 발송 API 문서 \| /);
  // Without JavaScript the endpoints are still listed.
  assert.match(page.body, /<noscript>[^]*POST \/api\/public\/v1\/send-requests[^]*<\/noscript>/);
  // Every script and stylesheet is this server's; nothing names Scalar's CDN, fonts or proxy.
  const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  for (const source of sources) assert.ok(source.startsWith('/'), `${source} is not on this server`);
  assert.doesNotMatch(page.body, /jsdelivr|unpkg|fonts\.scalar|proxy\.scalar/);
  const config = JSON.parse(/Scalar\.createApiReference\('#app', (.*)\)<\/script>/.exec(page.body)![1]!);
  assert.equal(config.url, '/docs/openapi.json');
  assert.deepEqual([config.withDefaultFonts, config.telemetry, config.proxyUrl], [false, false, undefined]);
  assert.equal(config.authentication.preferredSecurityScheme, 'apiKey');
  assert.equal(config.localization.translations.operation.testRequest, '직접 보내 보기');

  const script = /<script src="(\/docs\/scalar-[0-9a-f]{16}\.js)">/.exec(page.body)?.[1];
  assert.ok(script, 'the bundle is named by its content');
  const bundle = await t.app.inject({ method: 'GET', url: script });
  assert.equal(bundle.statusCode, 200);
  assert.match(bundle.headers['content-type'] as string, /^application\/javascript/);
  assert.match(bundle.headers['cache-control'] as string, /immutable/);
  assert.match(bundle.body, /createApiReference/);
});
