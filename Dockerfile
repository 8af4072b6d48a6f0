# The site for self-hosting: `docker build -t hotel .`, then `docker compose up` (compose.yaml) or
# `docker run -p 3000:3000 -e DATABASE_URL=… -v hotel-data:/data hotel`.
# The image holds the standalone bundle that CI starts and checks (tests/e2e/standalone.spec.ts).

# Node's current LTS line (scripts/lts-node.mjs LTS_LINE).
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/standalone-bundle.mjs /app

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/serve.mjs"]
