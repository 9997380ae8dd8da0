# Shared by .ci/run and .ci/fresh_clone.sh. A test run prints its output, then one line
# "tests: P passed, F failed: LABEL"; a timed phase prints "phase: SECONDS LABEL". .ci/run adds
# these lines up.

# run_suite LABEL [VAR=value ...] [-- npm test arguments]
run_suite() {
  local label=$1 output status summary p f
  shift
  local vars=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do vars+=("$1"); shift; done
  [ "${1:-}" = "--" ] && shift
  echo
  echo "=== Tests on $label"
  output=$(mktemp)
  env "${vars[@]}" npm test -- "$@" 2>&1 | tee "$output"
  status=${PIPESTATUS[0]}
  summary=$(sed 's/\x1b\[[0-9;]*m//g' "$output" | grep -E '^\s*Tests\s' | tail -n 1)
  rm -f "$output"
  p=$(echo "$summary" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || true)
  f=$(echo "$summary" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || true)
  if [ "$status" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then
    echo "FAILED: the tests on $label exited $status without a failed test"
  elif [ "${p:-0}" -eq 0 ] && [ "${f:-0}" -eq 0 ]; then
    echo "FAILED: no test ran on $label"
  fi
  echo "tests: ${p:-0} passed, ${f:-0} failed: $label"
}

# timed LABEL command...: runs the command and prints its wall time
timed() {
  local label=$1 start=$SECONDS status
  shift
  "$@"
  status=$?
  echo "phase: $((SECONDS - start)) $label"
  return "$status"
}
