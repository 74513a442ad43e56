#!/usr/bin/env bash
# The production install as an operator (and the Dockerfile) does it, in a temporary copy of
# the repository: npm ci, npm run build, npm prune --omit=dev, then `npm start` on a spare port
# with a fresh data folder. Checks that no devDependency is left, that /healthz and an article
# page answer 200, and how long a second start on the existing build takes. Reuses npm's cache.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d "${TMPDIR:-/tmp}/lectern-production.XXXXXX")
# Run as root, the embedded PostgreSQL drops to the postgres user, which must reach the data folder.
chmod 755 "$work"
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -INT -- "-$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "== copying the repository to $work"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -cf - -T - | tar -xf - -C "$work"
cd "$work"

echo "== npm ci && npm run build && npm prune --omit=dev"
npm ci --no-fund --no-audit --prefer-offline >/dev/null
npm run --silent build >/dev/null 2>&1 || { echo "npm run build failed" >&2; npm run build; exit 1; }
npm prune --omit=dev --no-fund --no-audit >/dev/null

# npm keeps a devDependency that a production package names as an optional peer (lock flag
# devOptional: typescript, an optional peer of @react-router/node); it is never loaded at run time.
left=$(node -e '
  const fs = require("node:fs");
  const lock = require("./package-lock.json").packages;
  const dev = Object.keys(require("./package.json").devDependencies ?? {});
  const kept = dev.filter((name) => fs.existsSync(`node_modules/${name}`));
  const peers = kept.filter((name) => lock[`node_modules/${name}`]?.devOptional);
  if (peers.length) console.error(`kept by npm as optional peers of production packages: ${peers.join(" ")}`);
  console.log(kept.filter((name) => !peers.includes(name)).join(" "));')
if [ -n "$left" ]; then echo "devDependencies still installed after prune: $left" >&2; exit 1; fi
echo "no devDependency installed ($(ls node_modules | wc -l) top-level packages)"

port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
base="http://127.0.0.1:$port"

start_server() {
  PORT=$port HOST=127.0.0.1 LECTERN_DATA_DIR="$work/data" LOG_LEVEL=warn setsid npm start >>"$work/server.log" 2>&1 &
  server=$!
  local t0=$SECONDS
  until curl -sf -o /dev/null "$base/healthz"; do
    if ! kill -0 "$server" 2>/dev/null; then echo "npm start exited:" >&2; cat "$work/server.log" >&2; exit 1; fi
    if [ $((SECONDS - t0)) -gt 300 ]; then echo "npm start did not answer in 300 s" >&2; cat "$work/server.log" >&2; exit 1; fi
    sleep 0.1
  done
}
stop_server() {
  kill -INT -- "-$server"
  wait "$server" 2>/dev/null || true
  server=""
}
expect_200() {
  local status
  status=$(curl -s -o /dev/null -w '%{http_code}' -L "$base$1")
  [ "$status" = 200 ] || { echo "GET $1 answered $status, expected 200" >&2; cat "$work/server.log" >&2; exit 1; }
  echo "GET $1: 200"
}

echo "== npm start (first start: migrations, samples) on port $port"
start_server
expect_200 /healthz
expect_200 /science/article/pii/S0960148113002048
expect_200 /doi/10.7554/eLife.00005
if grep -q "running \`npm run build\`" "$work/server.log"; then echo "npm start rebuilt an existing build" >&2; exit 1; fi
stop_server

echo "== npm start again on the existing build"
t0=$(date +%s%N)
start_server
echo "start on an existing build: $(( ($(date +%s%N) - t0) / 1000000 )) ms to /healthz"
expect_200 /science/article/pii/S0960148113002048
stop_server
echo "production install: ok"
