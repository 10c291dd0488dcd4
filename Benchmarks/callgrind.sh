#!/usr/bin/env bash
# Instructions per operation of one navsim-bench workload, counted by callgrind (repeatable,
# unlike timings on a shared machine). Only the workload's own function is counted.
#   Benchmarks/callgrind.sh WORKLOAD [--annotate]
# WORKLOAD: github-navsim, github-routingkit, large-compile, large-match, render-view,
# render-update (per key), lint-check.
set -euo pipefail
cd "$(dirname "$0")"
workload=${1:?usage: callgrind.sh WORKLOAD [--annotate]}
case $workload in
  github-navsim)     symbol='*GitHubBenchmarkV13matchEveryURL*';    operations=14200 ;;
  github-routingkit) symbol='*GitHubBenchmarkV14routeEveryPath*';   operations=14200 ;;
  large-compile)     symbol='*LargeTableBenchmarkV7compile*';       operations=1 ;;
  large-match)       symbol='*LargeTableBenchmarkV13matchEveryURL*'; operations=10000 ;;
  render-view)       symbol='*RenderBenchmarkV6render*';             operations=100 ;;
  render-update)     symbol='*RenderBenchmarkV12typeDeepLink*';      operations=3300 ;;
  lint-check)        symbol='*LintBenchmarkV5check*';                operations=1 ;;
  *) echo "unknown workload $workload" >&2; exit 2 ;;
esac
swift build -c release --product navsim-bench >/dev/null
out=$(mktemp /tmp/navsim-callgrind.XXXXXX)
valgrind --tool=callgrind --toggle-collect="$symbol" --callgrind-out-file="$out" \
  .build/release/navsim-bench --profile "$workload" 2>/dev/null
total=$(callgrind_annotate "$out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "$workload: $total instructions, $((total / operations)) per operation"
if [ "${2:-}" = "--annotate" ]; then callgrind_annotate --inclusive=no "$out" | sed -n '/file:function/,$p' | head -40 | cut -c1-200; fi
rm -f "$out"
