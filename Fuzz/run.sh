#!/usr/bin/env bash
# Builds one fuzz target and runs it: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#   TARGET: router | pattern | loader | open | plist | graph      SECONDS: how long to fuzz (default 60)
# One process, one job. New inputs go to fuzz-out/corpus/TARGET, or to $FUZZ_WORK (the seeds in
# Fuzz/corpus/TARGET are read, never written); a crash, hang or leak is written to
# fuzz-out/TARGET/ and the script exits non-zero. Reproduce one with
#   .build-fuzz/fuzz/TARGET fuzz-out/TARGET/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer options...]}
seconds=${2:-60}
shift $(($# < 2 ? $# : 2))
build=${FUZZ_BUILD:-.build-fuzz/fuzz}

Fuzz/build.sh "$target"

case $target in
  router) max_len=4096 ;;
  pattern) max_len=2048 ;;
  *) max_len=16384 ;;
esac
out="fuzz-out/$target"
work=${FUZZ_WORK:-fuzz-out/corpus/$target}
mkdir -p "$out" "$work"
dict=()
[ -f "Fuzz/dict/$target.dict" ] && dict=(-dict="Fuzz/dict/$target.dict")

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0}
export SWIFT_BACKTRACE=enable=no
# -timeout: one input taking over 10 s is a hang, and a finding. -rss_limit_mb: so is 2 GB.
exec "$build/$target" "$work" "Fuzz/corpus/$target" \
  -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/" -print_final_stats=1 "${dict[@]}" "$@"
