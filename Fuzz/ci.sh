#!/usr/bin/env bash
# CI smoke run of every fuzz target: builds them (instrumented, -O), replays the inputs that
# once broke them (Fuzz/regressions/TARGET), then fuzzes each for ${FUZZ_SECONDS:-25} seconds,
# one after the other, starting from the committed seeds.
# The run is reproducible: a fixed libFuzzer seed (${FUZZ_SEED:-1}), Swift's deterministic
# hashing and an empty working corpus, so CI tries the inputs a developer's run of this script
# tries first (a slower machine only stops earlier on the same path).
# Fails on the first crash, hang or leak; the input is in fuzz-out/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-25}
start=$(date +%s)

# A toolchain without libFuzzer (Xcode's, some distributions') cannot build the targets: say so.
probe=$(mktemp -d)
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> Int32 { 0 }\n' > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/probe.swift" -o "$probe/probe" >/dev/null 2>&1; then
  echo "fuzz: SKIPPED: this Swift toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer)"
  rm -rf "$probe"
  exit 0
fi
rm -rf "$probe"

Fuzz/build.sh router pattern loader open plist graph
echo "fuzz: built in $(($(date +%s) - start)) s"
build=${FUZZ_BUILD:-.build-fuzz/fuzz}
export SWIFT_DETERMINISTIC_HASHING=1
export LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0
for target in router pattern loader open plist graph; do
  log="fuzz-out/$target.log"
  mkdir -p fuzz-out
  regressions=(Fuzz/regressions/"$target"/*)
  if [ -e "${regressions[0]}" ]; then
    if ! SWIFT_BACKTRACE=enable=no "$build/$target" -timeout=10 "${regressions[@]}" >"$log" 2>&1; then
      echo "fuzz: $target FAILED on a regression input; the end of $log:" >&2
      tail -n 60 "$log" >&2
      exit 1
    fi
    echo "fuzz: $target replays ${#regressions[@]} regression inputs"
  fi
  work=$(mktemp -d)
  if ! FUZZ_WORK=$work Fuzz/run.sh "$target" "$seconds" -seed="${FUZZ_SEED:-1}" >"$log" 2>&1; then
    rm -rf "$work"
    echo "fuzz: $target FAILED; the end of $log:" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
  rm -rf "$work"
  runs=$(grep -a 'stat::number_of_executed_units' "$log" | tail -1 | awk '{print $2}')
  echo "fuzz: $target ok, $runs inputs in $seconds s"
done
echo "fuzz: done in $(($(date +%s) - start)) s"
