#!/usr/bin/env bash
# A fresh clone of the committed project, run as its README says: `npm install`, then
# `npm test -- unit functional` on SQLite with nothing generated or built before it; the unit
# and functional suites on PostgreSQL with Redis and the browser tests tagged @stores (those
# whose behaviour rests on where sessions and live events are kept); then, with REDIS_URL in the
# environment, `npm start` on SQLite and on PostgreSQL until GET /health answers, and the
# production build (`npm run build`, and in build/ `node ace migration:run --force` and
# `PROCESSES=2 node bin/server.js`). Prints one "ok: ..." or "FAILED: ..." line per check, a
# "tests: ..." line per test run and a "phase: ..." line per step (.ci/common.sh), and exits 1
# when a check failed.
#
# Settings (environment): FRESH_CLONE_PORT (3340), FRESH_CLONE_REDIS_DB (2), FRESH_CLONE_PG_DATABASE
# (hourbook_fresh_clone, created anew), FRESH_CLONE_TEST_PORTS (the first of five ports the
# tests take, 3350). The clone starts from the checkout's node_modules through hard links, which
# `npm install` then checks against the lockfile.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
. "$repo/.ci/common.sh"
port=${FRESH_CLONE_PORT:-3340}
redis_url="redis://127.0.0.1:6379/${FRESH_CLONE_REDIS_DB:-2}"
pg_database=${FRESH_CLONE_PG_DATABASE:-hourbook_fresh_clone}
node_bin="$repo/node_modules/.bin"

failures=0
check() {
  if [ "$1" -eq 0 ]; then echo "ok: $2"; else failures=$((failures + 1)); echo "FAILED: $2"; fi
}

clone=$(mktemp -d)
trap 'rm -rf "$clone"' EXIT
git clone --quiet "$repo" "$clone/hourbook" || { echo "FAILED: git clone"; exit 1; }
cd "$clone/hourbook" || exit 1
cp -al "$repo/node_modules" node_modules

# A new shell's environment: none of the CI's or the developer's settings leak in.
fresh_env=(env -i "HOME=$HOME" "PATH=$node_bin:/usr/local/bin:/usr/bin:/bin" "REDIS_URL=$redis_url")

# Whether a process of the group runs (a zombie, ended but not yet waited for, does not).
group_alive() {
  pgrep -g "$1" -r R,S,D,T,t,I >/dev/null
}

# Runs the command (npm start, or the built server) in a session of its own until /health
# answers, at most $2 seconds, then stops it with SIGTERM as a terminal or a process manager
# would, and waits at most 40 seconds for every process of it to end.
serve_until_healthy() {
  local log=$1 limit=$2
  shift 2
  setsid "${fresh_env[@]}" "PORT=$port" "$@" >"$log" 2>&1 &
  local pid=$! healthy=1
  for _ in $(seq 1 "$limit"); do
    if curl -fsS -o /dev/null "http://localhost:$port/health" 2>/dev/null; then healthy=0; break; fi
    group_alive "$pid" || break
    sleep 1
  done
  kill -TERM -- "-$pid" 2>/dev/null
  for _ in $(seq 1 40); do
    group_alive "$pid" || break
    sleep 1
  done
  if group_alive "$pid"; then
    echo "still running 40 s after SIGTERM" >>"$log"
    kill -KILL -- "-$pid" 2>/dev/null
    healthy=1
  fi
  wait "$pid" 2>/dev/null
  [ "$healthy" -eq 0 ] || tail -n 40 "$log"
  return "$healthy"
}

install_start=$SECONDS
# --prefer-offline: the lockfile's packages are in npm's cache since the run's npm ci, so their
# registry metadata need not be fetched again (two minutes of round trips otherwise).
"${fresh_env[@]}" npm install --no-audit --no-fund --prefer-offline >"$clone/install.log" 2>&1
status=$?
echo "phase: $((SECONDS - install_start)) npm install"
[ "$status" -eq 0 ] || tail -n 40 "$clone/install.log"
check "$status" "npm install in a fresh clone"

# The tests' own servers, mail server and breached-password stand-in take ports of their own, so
# that another checkout's tests can run at the same time.
test_port=${FRESH_CLONE_TEST_PORTS:-3350}
test_env=("${fresh_env[@]/REDIS_URL=*/CI=true}" "PORT=$test_port" "SMTP_PORT=$((test_port + 1))"
  "HIBP_URL=http://127.0.0.1:$((test_port + 2))/range/" "BROWSER_TEST_PORT=$((test_port + 3))")
timed "Tests on SQLite: unit, functional" \
  run_suite "SQLite, unit and functional, right after npm install" "${test_env[@]}" -- unit functional
# The PostgreSQL runs keep their sessions in Redis, as a multi-process installation does.
on_pg=(DB_CONNECTION=pg REDIS_URL=redis://127.0.0.1:6379/1)
timed "Tests on PostgreSQL and Redis: unit, functional" \
  run_suite "PostgreSQL and Redis, unit and functional" "${test_env[@]}" "${on_pg[@]}" -- unit functional
timed "Tests on PostgreSQL and Redis: browser, @stores" \
  run_suite "PostgreSQL and Redis, browser tests tagged @stores" "${test_env[@]}" "${on_pg[@]}" \
  -- browser --tags=@stores

start_and_build=$SECONDS
serve_until_healthy "$clone/start-sqlite.log" 600 npm start
check $? "npm start on SQLite with REDIS_URL answers /health and stops on SIGTERM"

PGOPTIONS="-c client_min_messages=warning" dropdb -h 127.0.0.1 -U postgres --if-exists "$pg_database" &&
  createdb -h 127.0.0.1 -U postgres "$pg_database"
serve_until_healthy "$clone/start-pg.log" 300 DB_CONNECTION=pg "DB_DATABASE=$pg_database" npm start
check $? "npm start on PostgreSQL with REDIS_URL answers /health and stops on SIGTERM"

timeout 900 "${fresh_env[@]}" npm run build >"$clone/build.log" 2>&1
status=$?
[ "$status" -eq 0 ] || tail -n 40 "$clone/build.log"
check "$status" "npm run build with REDIS_URL"

production=(DB_CONNECTION=pg "DB_DATABASE=$pg_database" NODE_ENV=production HOST=localhost
  "APP_KEY=$(head -c 32 /dev/urandom | base64)" SMTP_HOST=127.0.0.1)
if [ -d build ]; then
  cp -al node_modules build/node_modules
  cd build || exit 1
  timeout 120 "${fresh_env[@]}" "${production[@]}" node ace migration:run --force >"$clone/migrate.log" 2>&1
  status=$?
  [ "$status" -eq 0 ] || tail -n 40 "$clone/migrate.log"
  check "$status" "node ace migration:run --force in build/ with REDIS_URL"

  serve_until_healthy "$clone/server.log" 120 "${production[@]}" PROCESSES=2 node bin/server.js
  check $? "PROCESSES=2 node bin/server.js in build/ answers /health and stops on SIGTERM"
fi

echo "phase: $((SECONDS - start_and_build)) npm start on SQLite and PostgreSQL, the production build"
PGOPTIONS="-c client_min_messages=warning" dropdb -h 127.0.0.1 -U postgres --if-exists "$pg_database"
[ "$failures" -eq 0 ]
