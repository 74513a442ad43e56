# Lectern's production image: the same steps as scripts/check-production-install.sh (which CI
# runs where there is no Docker): npm ci, npm run build, npm prune --omit=dev, npm start.

# Build stage: every dependency, then the build, then only the production dependencies kept.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build && npm prune --omit=dev --no-fund --no-audit

# Run stage: Node, Chromium's headless shell from Debian (PDF typesetting: the same engine as
# the chromium package without the browser's window layers, lighter per PDF), the build and the
# production dependencies; no devDependency, no TypeScript loader, no source.
FROM node:22-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation fonts-dejavu-core ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LECTERN_DATA_DIR=/data \
    CHROME_PATH=/usr/lib/chromium/chromium-headless-shell
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db ./db
COPY --from=build /app/samples ./samples
COPY --from=build /app/scripts/run-built.js ./scripts/run-built.js
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "scripts/run-built.js", "start"]
