#!/usr/bin/env bash
# npm test: typecheck, lint and the build side by side; Vitest with the API suite on PGlite and again on a
# throwaway PostgreSQL server, in one pool of two workers; then the Playwright journeys in Debian's Chromium (its old
# headless shell, the build Playwright itself prefers for headless runs: a tenth less CPU than the full browser here).
# Installs it and PostgreSQL with apt when they are missing (as root), so a fresh Debian machine needs nothing done by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

CHROMIUM=/usr/bin/chromium-headless-shell
is_root() { [ "$(id -u)" -eq 0 ]; }
log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# ---------------------------------------------------------------- system packages
APT_UPDATED=
apt_install() {
  if ! is_root; then
    echo "Missing system packages: $*. Install them first, e.g. 'sudo apt-get install -y $*', then run npm test again." >&2
    exit 1
  fi
  if [ -z "$APT_UPDATED" ]; then
    apt-get update
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}

pg_bin_dir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$d" ] && [ -x "$d/postgres" ] && echo "$d"
}

if [ ! -x "$CHROMIUM" ]; then
  log "Installing Chromium's headless shell (Debian package)"
  apt_install chromium-headless-shell
fi
if ! pg_bin_dir >/dev/null; then
  log "Installing PostgreSQL (Debian package)"
  apt_install postgresql
fi
PG_BIN=$(pg_bin_dir)

# ---------------------------------------------------------------- stages
STAGES=()
FAILED=0
LOG_DIR=$(mktemp -d /tmp/gifthub-test-logs.XXXXXX)
record() {
  local status=ok
  if [ "$2" -ne 0 ]; then status=FAIL; FAILED=1; fi
  STAGES+=("$(printf '%-28s %-5s %4ss' "$1" "$status" "$3")")
}
run_stage() {
  local name=$1
  shift
  log "$name"
  local start=$SECONDS rc=0
  "$@" || rc=$?
  record "$name" "$rc" $((SECONDS - start))
}

# Stages that each keep about one core busy run side by side (two cores is the machine this is sized for):
# run_together NAME FUNCTION [NAME FUNCTION...]. Each runs in its own process group, so an interrupt stops all
# of it, and keeps its output in a log printed when it ends.
STAGE_PIDS=()
stop_stages() {
  local p
  for p in "${STAGE_PIDS[@]}"; do kill -TERM -- "-$p" 2>/dev/null || true; done
  STAGE_PIDS=()
}
run_together() {
  local names=() n=0 i rc
  while [ $# -gt 0 ]; do
    names+=("$1")
    set -m
    ( start=$SECONDS; rc=0; "$2" || rc=$?; echo $((SECONDS - start)) >"$LOG_DIR/$n.secs"; exit "$rc" ) >"$LOG_DIR/$n.log" 2>&1 &
    STAGE_PIDS+=($!)
    set +m
    n=$((n + 1))
    shift 2
  done
  log "$(IFS=,; echo "${names[*]}" | sed 's/,/ + /g') (side by side)"
  for i in "${!names[@]}"; do
    rc=0
    wait "${STAGE_PIDS[$i]}" || rc=$?
    log "${names[$i]}"
    cat "$LOG_DIR/$i.log"
    record "${names[$i]}" "$rc" "$(cat "$LOG_DIR/$i.secs" 2>/dev/null || echo 0)"
  done
  STAGE_PIDS=()
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# A throwaway PostgreSQL server: its own data folder and socket folder, trust auth on 127.0.0.1, stopped on exit.
PG_TMP=
PG_PORT=
as_postgres() {
  if is_root; then
    (cd "$PG_TMP" && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}
stop_postgres() {
  if [ -n "$PG_TMP" ] && [ -d "$PG_TMP/data" ]; then
    as_postgres "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  [ -n "$PG_TMP" ] && rm -rf "$PG_TMP"
  PG_TMP=
}
start_postgres() {
  PG_TMP=$(mktemp -d /tmp/gifthub-pg.XXXXXX)
  if is_root; then
    id postgres >/dev/null 2>&1 || { echo "The postgres system user is missing (reinstall the postgresql package)." >&2; return 1; }
    chown postgres: "$PG_TMP"
  fi
  PG_PORT=$(free_port)
  as_postgres "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres --auth=trust -E UTF8 --no-locale --no-sync >"$PG_TMP/initdb.log" 2>&1 ||
    { cat "$PG_TMP/initdb.log" >&2; return 1; }
  # Durability is irrelevant for a test server; these settings make it much faster.
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 60 start \
    -o "-p $PG_PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null ||
    { cat "$PG_TMP/server.log" >&2; return 1; }
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
}
# One Vitest run: every project on PGlite, and the API suite again as the api-postgres project (vitest.config.ts)
# on the throwaway server. Two workers share the files of both, so neither database waits for the other. (Running
# the PostgreSQL half beside the journeys instead was tried on 2026-12-02: on two cores both stages slowed by half
# and CPU-heavy tests and journeys ran into their timeouts.)
vitest_all() {
  start_postgres || return 1
  local rc=0
  TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" npx vitest run --maxWorkers=2 2>&1 | tee "$LOG_DIR/vitest.log" || rc=$?
  stop_postgres
  return $rc
}

typecheck() { npm run typecheck; }
lint() { npm run lint; }
# The build, then each page's JavaScript against its budget (scripts/check-bundle-budget.mjs: a page over it fails).
build() { npm run build && touch "$LOG_DIR/built" && node scripts/check-bundle-budget.mjs; }
# The journeys' server (e2e/server.ts) starts as soon as the build is there, beside Vitest: its migrating and seeding
# then overlap Vitest's own setup (one core each) instead of opening the journeys. Playwright uses it (E2E_SERVER).
E2E_SERVER_PID=
E2E_PORT=
start_e2e_server() {
  [ -f "$LOG_DIR/built" ] || return 0
  E2E_PORT=$(free_port)
  set -m
  E2E_PORT=$E2E_PORT node --import tsx e2e/server.ts 2>"$LOG_DIR/e2e-server.log" &
  E2E_SERVER_PID=$!
  set +m
}
stop_e2e_server() {
  [ -n "$E2E_SERVER_PID" ] && kill -TERM -- "-$E2E_SERVER_PID" 2>/dev/null || true
  E2E_SERVER_PID=
}
playwright() {
  [ -f "$LOG_DIR/built" ] || { echo "The build failed: no journeys to run." >&2; return 1; }
  local i
  for i in $(seq 1 240); do
    node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "http://127.0.0.1:$E2E_PORT/api/v1/health" && break
    kill -0 "$E2E_SERVER_PID" 2>/dev/null || { echo "The journeys' server stopped:" >&2; cat "$LOG_DIR/e2e-server.log" >&2; return 1; }
    sleep 1
  done
  E2E_SERVER=running E2E_PORT=$E2E_PORT npx playwright test --config e2e/playwright.config.ts || { tail -n 50 "$LOG_DIR/e2e-server.log"; return 1; }
}

# Vitest's failed files and tests, and those that passed only on their retry (scripts/flaky-reporter.ts), repeated under the summary: a log read from its end (a CI page) shows them
# there, not only some thousand lines above the journeys.
failed_tests() {
  [ -f "$LOG_DIR/vitest.log" ] || return 0
  local failed
  failed=$(sed 's/\x1b\[[0-9;]*m//g' "$LOG_DIR/vitest.log" | grep -E '^ *(FAIL|×|flaky:) ' | sort -u | head -n 40) || true
  [ -n "$failed" ] && printf '  Vitest failed or flaky:\n%s\n' "$failed"
  return 0
}

summary() {
  local rc=$?
  stop_stages
  stop_e2e_server
  stop_postgres
  printf '\n\033[1m== Summary (%ss)\033[0m\n' "$SECONDS"
  for s in "${STAGES[@]}"; do echo "  $s"; done
  failed_tests
  rm -rf "$LOG_DIR"
  if [ "$rc" -eq 0 ] && [ "$FAILED" -eq 0 ]; then echo "npm test: all stages passed"; else echo "npm test: FAILED"; fi
}
trap summary EXIT
trap 'exit 130' INT TERM

run_together "typecheck" typecheck "lint" lint "build" build
start_e2e_server
run_stage "vitest (PGlite + PostgreSQL)" vitest_all
run_stage "playwright" playwright

exit "$FAILED"
