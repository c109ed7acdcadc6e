// The Dockerfile, deploy/compose.yaml and deploy/k8s (kustomize base and overlays) checked against the
// server they run: the files parse, the files they name exist, every variable they set is one the
// server reads (config.ts), ports agree, the probes are routes the app answers. `kubectl kustomize`
// builds the overlays when kubectl is on the machine (no cluster is needed for that).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import { Env, readConfig } from './config';
import { REPO_ROOT } from './repo-root';
import { createTestApp, type TestApp } from '../test-support/test-app';

const DEPLOY = path.join(REPO_ROOT, 'deploy');
const K8S = path.join(DEPLOY, 'k8s');
const OVERLAYS = ['staging', 'production'];
const SERVER_ENV = new Set(Object.keys(Env.shape));

// Parsed YAML is read field by field and every read is asserted; typing each manifest would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(name) ? [file] : [];
  });
}
const readYaml = (file: string): Doc => parse(readFileSync(file, 'utf8'), { merge: true }) as Doc;
const kustomization = (dir: string) => readYaml(path.join(dir, 'kustomization.yaml'));
const baseResources = () =>
  (kustomization(path.join(K8S, 'base')).resources as string[]).map((name) => readYaml(path.join(K8S, 'base', name)));
const resource = (kind: string) => baseResources().find((doc) => doc.kind === kind)!;
const serverContainer = () => resource('Deployment').spec.template.spec.containers[0];
const jobContainer = () => resource('Job').spec.template.spec.containers[0];

/** The overlay's console-config: the base's data with the overlay's JSON-patch replaces applied. */
function overlayConfig(overlay: string): Record<string, string> {
  const data = { ...(resource('ConfigMap').data as Record<string, string>) };
  for (const patch of kustomization(path.join(K8S, 'overlays', overlay)).patches ?? []) {
    if (patch.target.kind !== 'ConfigMap' || patch.target.name !== 'console-config') continue;
    for (const op of parse(patch.patch) as { op: string; path: string; value: string }[]) {
      assert.match(op.op, /^(add|replace)$/);
      data[op.path.replace(/^\/data\//, '')] = op.value;
    }
  }
  return data;
}
/** The keys of a file source `key=path` or `path`, and the file it names. */
function fileSource(dir: string, source: string) {
  const [key, file] = source.includes('=') ? source.split('=') : [path.basename(source), source];
  return { key: key!, file: path.resolve(dir, file!) };
}

/** Dockerfile instructions (continuation lines joined), stage by stage. */
function dockerfile() {
  const text = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const lines = text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push([]);
    stages.at(-1)?.push(line.trim());
  }
  return { lines, stages };
}
function dockerEnv(stage: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of stage.filter((l) => /^ENV\s/.test(l))) {
    for (const [, key, value] of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[key!] = value!;
  }
  return env;
}
const compose = () => readYaml(path.join(DEPLOY, 'compose.yaml'));
const CONSOLE_SERVICES = ['console', 'migrate'];

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('every YAML file of deploy/ parses', () => {
  const files = [path.join(DEPLOY, 'compose.yaml'), ...yamlFiles(K8S)];
  assert.ok(files.length >= 9, files.join('\n'));
  for (const file of files) {
    for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
      assert.deepEqual(doc.errors, [], `${path.relative(REPO_ROOT, file)}: ${doc.errors.join('; ')}`);
    }
  }
});

test('the kustomizations name files and folders that exist', () => {
  for (const dir of [path.join(K8S, 'base'), ...OVERLAYS.map((o) => path.join(K8S, 'overlays', o))]) {
    const k = kustomization(dir);
    for (const name of k.resources ?? []) assert.ok(existsSync(path.resolve(dir, name)), `${dir}: ${name}`);
    for (const generator of k.configMapGenerator ?? []) {
      for (const source of generator.files ?? []) {
        assert.ok(existsSync(fileSource(dir, source).file), `${dir}: ${source}`);
      }
    }
  }
});

test('every variable the files set is one the server reads (server/src/config.ts)', () => {
  const named = new Map<string, string[]>();
  const add = (where: string, names: Iterable<string>) => {
    for (const name of names) named.set(name, [...(named.get(name) ?? []), where]);
  };
  add('Dockerfile', Object.keys(dockerEnv(dockerfile().stages.at(-1)!)));
  for (const service of CONSOLE_SERVICES)
    add(`compose ${service}`, Object.keys(compose().services[service].environment));
  add('configmap.yaml', Object.keys(resource('ConfigMap').data));
  for (const overlay of OVERLAYS) add(`overlay ${overlay}`, Object.keys(overlayConfig(overlay)));
  for (const container of [serverContainer(), jobContainer()]) {
    add(
      `${container.name} env`,
      (container.env as { name: string }[]).map((e) => e.name),
    );
    for (const e of container.env as { valueFrom?: { secretKeyRef?: { key: string } } }[]) {
      if (e.valueFrom?.secretKeyRef) add('console-secrets', [e.valueFrom.secretKeyRef.key]);
    }
  }
  const unknown = [...named].filter(([name]) => !SERVER_ENV.has(name));
  assert.deepEqual(unknown, [], 'variables the server does not read');
  for (const name of ['DATABASE_URL', 'TOKEN_SECRET', 'ADMIN_TOKEN', 'CONSOLE_ENV', 'PORT', 'MIGRATE_ON_START'])
    assert.ok(named.has(name), name);
});

test('the settings are values the server accepts; production keeps its registry in the database', () => {
  const secrets = { DATABASE_URL: 'postgres://console:secret@postgres:5432/console' };
  for (const overlay of OVERLAYS) {
    const config = readConfig({ ...overlayConfig(overlay), ...secrets });
    assert.equal(config.consoleEnv, overlay);
    assert.equal(config.production, true);
    assert.equal(config.migrateOnStart, false);
    assert.equal(config.host, '0.0.0.0');
    // The registry ConfigMap holds the file of the overlay's CONSOLE_ENV, mounted where the server reads it.
    const generator = kustomization(path.join(K8S, 'overlays', overlay)).configMapGenerator.find(
      (g: Doc) => g.name === 'console-registry',
    );
    const [source] = generator.files.map((s: string) => fileSource(path.join(K8S, 'overlays', overlay), s));
    assert.equal(source.key, `${overlay}.json`);
    assert.equal(source.file, path.join(DEPLOY, 'environments', `${overlay}.json`));
    const mount = serverContainer().volumeMounts.find((m: Doc) => m.name === 'registry');
    assert.equal(mount.mountPath, config.environmentsDir);
    const volume = resource('Deployment').spec.template.spec.volumes.find((v: Doc) => v.name === 'registry');
    assert.equal(volume.configMap.name, 'console-registry');
  }
  assert.equal(readConfig({ ...overlayConfig('production'), ...secrets }).registryStore, 'database');
  const image = readConfig({ ...dockerEnv(dockerfile().stages.at(-1)!) });
  assert.equal(image.production, true);
  assert.equal(image.host, '0.0.0.0');
});

test('ports agree: PORT = containerPort = the Service targetPort = EXPOSE = compose', () => {
  const port = Number(resource('ConfigMap').data.PORT);
  const http = serverContainer().ports.find((p: Doc) => p.name === 'http');
  assert.equal(http.containerPort, port);
  const target = resource('Service').spec.ports[0].targetPort;
  assert.equal(
    typeof target === 'number' ? target : serverContainer().ports.find((p: Doc) => p.name === target)?.containerPort,
    port,
  );
  // The Service selects the server pods and not the migration Job's.
  const selector = resource('Service').spec.selector;
  assert.deepEqual(selector, resource('Deployment').spec.selector.matchLabels);
  assert.notEqual(
    resource('Job').spec.template.metadata.labels['app.kubernetes.io/component'],
    selector['app.kubernetes.io/component'],
  );

  const runtime = dockerfile().stages.at(-1)!;
  assert.equal(Number(dockerEnv(runtime).PORT), port);
  assert.ok(runtime.includes(`EXPOSE ${port}`), runtime.join('\n'));
  const service = compose().services.console;
  assert.equal(Number(service.environment.PORT), port);
  for (const mapping of service.ports as string[]) assert.ok(mapping.endsWith(`:${port}`), mapping);
});

test('the probes are routes the app answers, on the named port', async () => {
  const container = serverContainer();
  const probes = [container.startupProbe, container.livenessProbe, container.readinessProbe];
  assert.deepEqual(
    probes.map((p) => p.httpGet.path),
    ['/healthz', '/healthz', '/readyz'],
  );
  for (const probe of probes) assert.equal(probe.httpGet.port, 'http');
  const docker = dockerfile().lines.find((l) => l.startsWith('HEALTHCHECK'))!;
  const composeCheck = (compose().services.console.healthcheck.test as string[]).join(' ');
  const paths = [
    ...probes.map((p) => p.httpGet.path),
    /\/healthz/.exec(docker)?.[0],
    /\/readyz/.exec(composeCheck)?.[0],
  ];
  for (const url of new Set(paths)) {
    assert.ok(url, `a health check without a path: ${docker} | ${composeCheck}`);
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  }
});

test('the Deployment: 2+ replicas, requests and limits, not root', () => {
  const deployment = resource('Deployment');
  assert.ok(deployment.spec.replicas >= 2);
  for (const overlay of OVERLAYS) {
    const k = kustomization(path.join(K8S, 'overlays', overlay));
    for (const r of k.replicas ?? []) assert.ok(r.count >= 2, `${overlay}: ${r.count}`);
    assert.ok(k.images?.[0]?.newTag, `${overlay}: an image tag`);
  }
  for (const [container, pod] of [
    [serverContainer(), deployment.spec.template.spec],
    [jobContainer(), resource('Job').spec.template.spec],
  ]) {
    for (const kind of ['requests', 'limits']) {
      assert.ok(container.resources[kind].cpu && container.resources[kind].memory, `${container.name} ${kind}`);
    }
    assert.equal(pod.securityContext.runAsNonRoot, true);
    assert.ok(pod.securityContext.runAsUser > 0);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false);
  }
});

test('the migration Job and compose run the migration command, which exists; the replicas do not migrate', () => {
  const command = ['node', '--import', 'tsx', 'src/db/migrate-cli.ts'];
  assert.deepEqual(jobContainer().command, command);
  assert.deepEqual(compose().services.migrate.command, command);
  assert.ok(existsSync(path.join(REPO_ROOT, 'server', command[3]!)));
  assert.equal(resource('ConfigMap').data.MIGRATE_ON_START, '0');
  assert.equal(compose().services.console.environment.MIGRATE_ON_START, '0');
  assert.equal(compose().services.console.depends_on.migrate.condition, 'service_completed_successfully');
  assert.equal(compose().services.postgres.image, 'postgres:16');
  assert.ok(compose().services.postgres.healthcheck);
  assert.ok(compose().services.console.deploy.replicas >= 2);
});

test('the Dockerfile: several stages, production dependencies, a non-root user, tsx at run time', () => {
  const { stages } = dockerfile();
  assert.ok(stages.length >= 2, 'multi-stage');
  for (const stage of stages) assert.match(stage[0]!, /^FROM node:20-bookworm-slim AS \w+/);
  const runtime = stages.at(-1)!;
  const user = runtime.filter((l) => l.startsWith('USER ')).at(-1);
  assert.ok(user && !/^USER (root|0)(:|$)/.test(user), `non-root USER: ${user}`);
  // The server's production dependencies (pnpm deploy --prod) reach the image, not the workspace's node_modules.
  const deployed = stages.flat().find((l) => /pnpm --filter @console\/server deploy --prod \S+/.test(l));
  const out = /deploy --prod (\S+)/.exec(deployed ?? '')?.[1];
  assert.ok(out && runtime.some((l) => l.startsWith(`COPY --from=build ${out} `)), 'the deployed server is copied');
  assert.ok(!runtime.some((l) => /COPY --from=\S+ \/src\/(node_modules|server)/.test(l)));
  assert.match(runtime.at(-1)!, /^CMD \["node", "--import", "tsx", "src\/server\.ts"\]$/);
  const server = JSON.parse(readFileSync(path.join(REPO_ROOT, 'server', 'package.json'), 'utf8'));
  assert.ok(server.dependencies.tsx, 'tsx is a production dependency of @console/server');
  const ignore = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
  for (const entry of ['.git', '**/node_modules', 'dist', 'var', '.tools']) assert.ok(ignore.includes(entry), entry);
});

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
test('kubectl kustomize builds every overlay', { skip: kubectl ? false : 'kubectl is not installed here' }, () => {
  for (const overlay of OVERLAYS) {
    const result = spawnSync(
      'kubectl',
      ['kustomize', '--load-restrictor', 'LoadRestrictionsNone', path.join(K8S, 'overlays', overlay)],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stderr);
    const docs = parseAllDocuments(result.stdout).map((d) => d.toJS() as Doc);
    const kinds = docs.map((d) => d.kind).sort();
    assert.deepEqual(kinds, ['ConfigMap', 'ConfigMap', 'Deployment', 'Job', 'PodDisruptionBudget', 'Service']);
    for (const doc of docs) assert.equal(doc.metadata.namespace, `console-${overlay}`);
    const registry = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'console-registry')!;
    assert.deepEqual(
      JSON.parse(registry.data[`${overlay}.json`]),
      JSON.parse(readFileSync(path.join(DEPLOY, 'environments', `${overlay}.json`), 'utf8')),
    );
    const image = docs.find((d) => d.kind === 'Deployment')!.spec.template.spec.containers[0].image;
    assert.equal(image, docs.find((d) => d.kind === 'Job')!.spec.template.spec.containers[0].image);
    assert.match(image, /:[\w.-]+$/);
  }
});
