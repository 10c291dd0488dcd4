#!/usr/bin/env bash
# Start-up of a whole `navsim match URL --json` process on the demo against a Swift hello world
# (BENCHMARKS.md, "Start-up"): hyperfine times in one run, then callgrind's instruction count
# for each whole process (repeatable, unlike timings on a shared machine).
#   Benchmarks/startup.sh [URL]
# Builds the release binary (`.build/release/navsim`: the Swift runtime and Foundation linked
# statically, without position-independent code; Package.swift), the same linked dynamically
# (`NAVSIM_LINK_DYNAMIC=1`, `.build-dynamic`) and the hello world.
set -euo pipefail
cd "$(dirname "$0")/.."
url=${1:-hotels://cities/paris/42?ref=mail}
swift build -c release --product navsim >/dev/null
NAVSIM_LINK_DYNAMIC=1 swift build -c release --product navsim --scratch-path .build-dynamic >/dev/null
work=$(mktemp -d /tmp/navsim-startup.XXXXXX)
trap 'rm -rf "$work"' EXIT
echo 'print("hello, world")' > "$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello"
binaries=("$work/hello" .build/release/navsim .build-dynamic/release/navsim)
hyperfine -N --warmup 10 --runs 100 --export-json "$work/times.json" "$work/hello" \
  ".build/release/navsim match $url --json" ".build-dynamic/release/navsim match $url --json"
# Medians and minimums, each median also as a multiple of the hello world's (the goal's measure).
python3 - "$work/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
hello = results[0]["median"]
for result in results:
    print(f"{result['median'] * 1000:6.2f} ms median {result['min'] * 1000:6.2f} ms min "
          f"{result['median'] / hello:5.2f}x hello  {result['command']}")
PY
# Valgrind 3.19 cannot read these binaries' DWARF 5 debug information: count a copy without it.
for binary in "${binaries[@]}"; do
  objcopy --strip-debug "$binary" "$work/counted"
  arguments=(match "$url" --json)
  [ "$binary" = "$work/hello" ] && arguments=()
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/counted" "${arguments[@]}" >/dev/null 2>&1 || true
  total=$(callgrind_annotate "$work/callgrind.out" | awk '/PROGRAM TOTALS/ { print $1 }')
  echo "$binary: $total instructions (whole process)"
done
