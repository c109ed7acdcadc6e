# syntax=docker/dockerfile:1
# The console in one image: the server (Fastify, TypeScript run by tsx) and the built shell and remotes.
#   docker build -t console:1.0.0 .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://... -e TOKEN_SECRET=... console:1.0.0
# Node 20, the runtime the project is tested on (package.json "engines").

# ---- build: the workspace with every dependency, the front end built into dist/ ----
FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV CI=1
# pnpm pinned by package.json "packageManager", installed into .tools/ by the project's own script.
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
COPY scripts/ensure-pnpm.mjs scripts/
RUN node --input-type=module -e "import { ensurePnpm } from './scripts/ensure-pnpm.mjs'; ensurePnpm();"
# Packages from the lockfile alone: this layer is rebuilt only when the lockfile changes.
RUN .tools/node_modules/.bin/pnpm fetch
COPY . .
RUN .tools/node_modules/.bin/pnpm install --frozen-lockfile --prefer-offline
RUN node scripts/build.mjs
# @console/server with its production dependencies only (workspace packages copied in), without its tests.
RUN .tools/node_modules/.bin/pnpm --filter @console/server deploy --prod /out/server \
  && rm -rf /out/server/test-support /out/server/bench \
  && find /out/server/src -name '*.test.ts' -delete

# ---- runtime: production dependencies, dist/, the environment registries; not root ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CONSOLE_ENV=production \
    SEED=none
WORKDIR /app
# The code stays root-owned (read-only for the server); only var/ (PGlite without DATABASE_URL) is writable.
COPY --from=build /src/tsconfig.base.json ./tsconfig.base.json
COPY --from=build /out/server ./server
COPY --from=build /src/dist ./dist
COPY --from=build /src/deploy/environments ./deploy/environments
RUN mkdir -p /app/var/data && chown -R node:node /app/var
# node = uid 1000 in the official image; Kubernetes sets runAsUser 1000 too.
USER node
WORKDIR /app/server
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations: the server applies them at start unless MIGRATE_ON_START=0; the Kubernetes Job and the
# compose migrate service run: node --import tsx src/db/migrate-cli.ts
CMD ["node", "--import", "tsx", "src/server.ts"]
