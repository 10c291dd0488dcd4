#!/usr/bin/env bash
# Instructions per operation of one navsim-bench workload, counted by callgrind (repeatable,
# unlike timings on a shared machine). Only the workload's own function is counted.
#   Benchmarks/callgrind.sh WORKLOAD [--annotate | --cache]
# --cache: also simulate the caches (cachegrind's simulator, through callgrind so that only the
# workload's function counts) and print data reads and their L1 and last-level misses. The
# simulator has two levels; the last is set to this machine's per-core L2 (1 MiB, 16-way), as
# valgrind misreads the VM's L3 and the real L3 (32 MiB) is shared with whatever else runs.
# WORKLOAD: ROUTER-navsim, ROUTER-routingkit, ROUTER-hummingbird for ROUTER in github, mix,
# escaped, large (per URL); large-compile (whole table), large-match (per URL, misses
# included), render-view (per frame), render-update (per key), lint-check (whole file).
set -euo pipefail
cd "$(dirname "$0")"
workload=${1:?usage: callgrind.sh WORKLOAD [--annotate]}
operations=
case $workload in
  # The exact symbol: the optimizer may split a closure of it into a function of its own whose
  # name starts the same, and entering that would toggle collection off.
  *-navsim)          symbol='$s12navsim_bench16RouterComparisonV15matchWithNavsimyyF' ;;
  *-routingkit)      symbol='*RouterComparisonV19routeWithRoutingKit*' ;;
  *-hummingbird)     symbol='*RouterComparisonV20routeWithHummingbird*' ;;
  large-compile)     symbol='*LargeTableBenchmarkV7compile*';        operations=1 ;;
  large-match)       symbol='*LargeTableBenchmarkV13matchEveryURL*' ;;
  render-view)       symbol='*RenderBenchmarkV6render*';             operations=100 ;;
  render-update)     symbol='*RenderBenchmarkV12typeDeepLink*';      operations=3300 ;;
  lint-check)        symbol='*LintBenchmarkV5check*';                operations=1 ;;
  *) echo "unknown workload $workload" >&2; exit 2 ;;
esac
swift build -c release --product navsim-bench >/dev/null 2>&1
out=$(mktemp /tmp/navsim-callgrind.XXXXXX)
# Valgrind 3.19 cannot read this binary's DWARF 5 debug information: profile a copy without it
# (the symbol table stays, so functions keep their names).
binary=$(mktemp /tmp/navsim-bench.XXXXXX)
objcopy --strip-debug .build/release/navsim-bench "$binary"
cache=no levels=()
if [ "${2:-}" = "--cache" ]; then cache=yes levels=(--LL=1048576,16,64); fi
printed=$(valgrind --tool=callgrind --cache-sim=$cache "${levels[@]}" --toggle-collect="$symbol" --callgrind-out-file="$out" \
  "$binary" --profile "$workload" 2>/dev/null)
# The router workloads print how many URLs they matched ("operations N").
operations=${operations:-$(echo "$printed" | awk '/^operations/ { print $2 }')}
total=$(callgrind_annotate "$out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
echo "$workload: $total instructions, $((total / operations)) per operation"
if [ "$cache" = yes ]; then
  callgrind_annotate "$out" | awk -v n="$operations" '/PROGRAM TOTALS/ { gsub(",", ""); gsub(/\([^)]*\)/, ""); printf "per operation: %.1f data reads, %.2f L1 data read misses, %.3f last-level data read misses, %.1f L1 instruction misses\n", $2 / n, $5 / n, $8 / n, $4 / n }'
fi
if [ "${2:-}" = "--annotate" ]; then callgrind_annotate --inclusive=no "$out" | sed -n '/file:function/,$p' | head -40 | cut -c1-200; fi
rm -f "$out" "$binary"
