# The portal in one image: the API (src/server.ts), the background-job worker (src/worker.ts), the database's
# preparation (src/cli/prepare-database.ts) and the built web root, which the API serves itself and nginx copies
# out of it (compose.yaml, deploy/k8s). The commands are those of deploy/commands.mjs.
#   docker build -t registry.example.com/portal:1.0.0 .
# It runs as a non-root user on a read-only root filesystem: the processes write only to /tmp (tsx's compile cache)
# and, on the embedded defaults (no DATABASE_URL, no STORAGE_URL), to the volume at /data.

ARG NODE_IMAGE=node:20-bookworm-slim

# pnpm at the workspace's pinned version (package.json, packageManager), and every package of the lockfile in its
# store: this layer changes only with the lockfile.
FROM ${NODE_IMAGE} AS fetch
ARG PNPM_VERSION=10.34.8
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_store_dir=/pnpm/store
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch

# The whole workspace, installed from the store, builds the web root into dist/web (shell, remote releases, Cesium,
# STAC Browser, first views, pre-compressed files and the pages' content-security-policy.txt).
FROM fetch AS build
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN PORTAL_BUILD_CACHE=off node deploy/build-all.mjs

# Only what the API and the worker run: the API package and the shared library with their production dependencies.
# The geodata of the pictures (api/src/imagery/prepared.ts, node_modules/.cache/portal-imagery) is prepared here once,
# as the image cannot be written at run time.
FROM fetch AS api-modules
COPY . .
RUN pnpm install --frozen-lockfile --offline --prod --filter '@portal/api...'
RUN cd api && node --import tsx -e "require('./src/imagery/land').landEdges(); require('./src/imagery/relief').loadGroundCover(); require('./src/imagery/places').loadTowns();"

FROM ${NODE_IMAGE} AS runtime
RUN groupadd --gid 10001 portal && useradd --uid 10001 --gid portal --no-create-home --shell /usr/sbin/nologin portal \
  && mkdir -p /data /srv/portal && chown portal:portal /data /srv/portal
WORKDIR /app
COPY --from=api-modules /app/package.json /app/tsconfig.base.json ./
COPY --from=api-modules /app/node_modules ./node_modules
COPY --from=api-modules /app/shared ./shared
COPY --from=api-modules /app/api/package.json /app/api/tsconfig.json ./api/
COPY --from=api-modules /app/api/node_modules ./api/node_modules
COPY --from=api-modules /app/api/migrations ./api/migrations
COPY --from=api-modules /app/api/src ./api/src
COPY --from=build /app/dist/web ./dist/web
# The embedded defaults' data (PGlite, uploaded files) on the volume; WEB_ROOT where the build put the portal.
ENV NODE_ENV=production \
    PORT=8081 \
    WEB_ROOT=/app/dist/web \
    PGLITE_DIR=/data/pglite \
    STORAGE_DIR=/data/files
VOLUME ["/data"]
EXPOSE 8081
USER 10001:10001
WORKDIR /app/api
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8081) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
