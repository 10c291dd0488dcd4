#!/usr/bin/env python3
"""Prints or regenerates the whole-screen view tests (Tests/NavUITests/ViewTests.swift).

  scripts/update-view-tests.py --print   render every scene and print it, for review
  scripts/update-view-tests.py           freeze what the view draws now as the expected screens

Both run `swift test --filter ViewTests` with NAVSIM_VIEW_RENDERS set to a temporary folder,
into which each screen test writes what it drew (the tests still compare as usual).
"""
import os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tests = os.path.join(root, "Tests/NavUITests/ViewTests.swift")

with tempfile.TemporaryDirectory(prefix="navsim-views-") as folder:
    env = dict(os.environ, NAVSIM_VIEW_RENDERS=folder)
    subprocess.run(["swift", "test", "--filter", "ViewTests"], cwd=root, env=env, capture_output=True)
    existing = re.findall(r'^        \("(\w+)", \w+Screen\),$', open(tests).read(), re.M)
    rendered = {name[:-4]: open(os.path.join(folder, name)).read() for name in os.listdir(folder)}
if not rendered:
    sys.exit("no screens rendered: does `swift build --build-tests` succeed?")
order = [n for n in existing if n in rendered] + sorted(set(rendered) - set(existing))
scenes = {name: rendered[name].split("\n") for name in order}

if "--print" in sys.argv[1:]:
    for name, lines in scenes.items():
        print(f"=== {name}")
        print("\n".join(lines))
    sys.exit(0)

out = ["import Foundation", "import NavUI", "import Testing", "",
       "/// Whole screens at fixed sizes, compared as text lines (styles are checked in StyleTests).",
       "/// Review with `scripts/update-view-tests.py --print`; regenerate with scripts/update-view-tests.py.",
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
        // scripts/update-view-tests.py collects what was drawn from here.
        if let folder = ProcessInfo.processInfo.environment["NAVSIM_VIEW_RENDERS"] {
            try actual.joined(separator: "\\n").write(toFile: folder + "/\\(name).txt", atomically: true, encoding: .utf8)
        }
        let wanted = expected.split(separator: "\\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actual == wanted, "\\(name):\\n\\(actual.joined(separator: "\\n"))")
    }
}''')
open(tests, "w").write("\n".join(out) + "\n")
print("regenerated", ", ".join(scenes))
