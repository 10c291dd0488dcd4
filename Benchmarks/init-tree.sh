#!/usr/bin/env bash
# Times `navsim init` on a generated project tree of 50,000 files (or the count given), with the
# release build: the figure BENCHMARKS.md ("init") reports. The tree is written to a temporary
# folder and removed afterwards.
#
# The tree: 500 folders of source files (.swift, .m, .h, about 2 KB each; one in 25 registers a
# JLRoutes route, one in 100 a route whose pattern is not a literal), with assets and JSON beside
# them, 10 app targets with an Info.plist and an .entitlements file, an Android module (manifest,
# build.gradle.kts, a navigation graph), and Pods/ and node_modules/ folders that init skips.
#
#   Benchmarks/init-tree.sh [FILES]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-50000}
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT

python3 - "$tree" "$files" <<'PY'
import os, sys
root, total = sys.argv[1], int(sys.argv[2])
body = "\n".join(f"    func step{i}(value: Int) -> Int {{ return value * {i} + {i} }}" for i in range(40))
plist = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>CFBundleIdentifier</key><string>com.example.app{n}</string>
<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>app{n}</string></array></dict></array>
</dict></plist>
"""
entitlements = """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>com.apple.developer.associated-domains</key>
<array><string>applinks:app{n}.example.com</string></array></dict></plist>
"""
written = 0
def write(path, text):
    global written
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write(text)
    written += 1
for n in range(10):
    write(f"{root}/ios/App{n}/Info.plist", plist.format(n=n))
    write(f"{root}/ios/App{n}/App{n}.entitlements", entitlements.format(n=n))
write(f"{root}/android/app/build.gradle.kts", 'android {\n    namespace = "com.example.app"\n    defaultConfig { applicationId = "com.example.app" }\n}\n')
write(f"{root}/android/app/src/main/AndroidManifest.xml",
      '<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".Main">'
      '<intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.BROWSABLE"/>'
      '<data android:scheme="app"/></intent-filter></activity></application></manifest>\n')
write(f"{root}/android/app/src/main/res/navigation/nav_graph.xml", '<navigation android:id="@+id/g" xmlns:android="http://schemas.android.com/apk/res/android"/>\n')
decoys = total // 10
for i in range(decoys):
    folder = "Pods" if i % 2 else "node_modules"
    write(f"{root}/{folder}/lib{i // 100}/file{i}.swift", "import Foundation\n")
i = 0
while written < total:
    folder = f"{root}/ios/Sources/Module{i // 100}"
    kind = i % 5
    if kind == 3:
        write(f"{folder}/asset{i}.json", '{"images": [], "info": {"version": 1}}\n')
    elif kind == 4:
        write(f"{folder}/Type{i}.h", f"@interface Type{i} : NSObject\n@end\n")
    else:
        registration = ""
        if i % 25 == 0:
            registration = f'        JLRoutes.global().addRoute("/items{i}/:id") {{ _ in true }}\n'
        if i % 100 == 1:
            registration = f'        JLRoutes.global().addRoute(pattern{i}) {{ _ in true }}\n'
        ext = "swift" if kind != 2 else "m"
        write(f"{folder}/Type{i}.{ext}", f"import Foundation\n\nfinal class Type{i} {{\n    func register() {{\n{registration}    }}\n{body}\n}}\n")
    i += 1
print(f"{written} files in {root}", file=sys.stderr)
PY

swift build -c release --product navsim >/dev/null
binary=$(swift build -c release --show-bin-path)/navsim
# A first run warms the page cache, as a developer's tree is after a build.
"$binary" init "$tree" -o "$tree/routes.json" --force >/dev/null
# Wall-clock and CPU time (user + system): on a loaded machine the second is the steadier figure.
TIMEFORMAT='%R %U %S'
timing=$( { time "$binary" init "$tree" -o "$tree/routes.json" --force >/dev/null; } 2>&1 )
read -r wall user system <<<"$timing"
routes=$(grep -c '"path"' "$tree/routes.json")
printf 'init on %s files: %.2f s wall, %.2f s CPU (%s routes; load average %s)\n' \
    "$files" "$wall" "$(echo "$user + $system" | bc -l)" "$routes" "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
