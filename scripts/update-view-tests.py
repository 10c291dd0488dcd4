#!/usr/bin/env python3
"""Regenerates Tests/NavUITests/ViewTests.swift from the current renders.

Review the screens first (NAVSIM_DUMP=1 swift test --filter RenderDump): this freezes
whatever the view draws now as the expected screens.
"""
import os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
env = dict(os.environ, NAVSIM_DUMP="1")
text = subprocess.run(["swift", "test", "--filter", "RenderDump"], cwd=root, env=env,
                      capture_output=True, text=True).stdout
scenes, current = {}, None
for line in text.split("\n"):
    match = re.match(r"^=== (\w+)$", line)
    if match:
        current = match.group(1)
        scenes[current] = []
    elif line.startswith(("✔", "◇", "✘", "↳", "Test Suite", "\t", "[", "Building", "Build ")):
        continue  # the test runner's own lines can interleave with the printed screens
    elif current:
        scenes[current].append(line)
if not scenes:
    sys.exit("no screens rendered")
out = ["import NavUI", "import Testing", "",
       "/// Whole screens at fixed sizes, compared as text lines (styles are checked in StyleTests).",
       "/// Review with `NAVSIM_DUMP=1 swift test --filter RenderDump`; regenerate with scripts/update-view-tests.py.",
       "@Suite struct ViewTests {"]
for name, lines in scenes.items():
    while lines and lines[-1] == "":
        lines.pop()
    out.append(f'    static let {name}Screen = """')
    out += ["    " + l.replace("\\", "\\\\") if l else "" for l in lines]
    out += ['    """', ""]
out.append("    @Test(arguments: [")
out += [f'        ("{name}", {name}Screen),' for name in scenes]
out.append("    ])")
out.append('''    func screen(name: String, expected: String) throws {
        let state = try Scenes.make(name)
        var actual = view(state).textLines()
        while actual.last == "" { actual.removeLast() }
        let wanted = expected.split(separator: "\\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actual == wanted, "\\(name):\\n\\(actual.joined(separator: "\\n"))")
    }
}''')
open(os.path.join(root, "Tests/NavUITests/ViewTests.swift"), "w").write("\n".join(out) + "\n")
print("regenerated", ", ".join(scenes))
