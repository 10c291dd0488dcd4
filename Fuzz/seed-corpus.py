#!/usr/bin/env python3
"""Writes the fuzz seed corpora under Fuzz/corpus/<target>/ from the project's own test data:
the matching vectors (URLs and patterns), demo-routes.json, Resources/examples, the shipped
scenarios (inputs), and the bad-input catalogue (Tests/Fixtures/bad-input). Run it again after
adding vectors; files are named by their SHA-1, as libFuzzer names corpus entries."""
import glob
import hashlib
import json
import os
import re

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
CORPUS = os.path.join(ROOT, "Fuzz", "corpus")


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    directory = os.path.join(CORPUS, target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def load(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read()


vectors = [json.loads(load(p)) for p in sorted(glob.glob(os.path.join(ROOT, "Tests/NavRoutingTests/Vectors/*.json")))]
route_files = ["demo-routes.json"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "Resources/examples/*.json")))

# router: one options byte, then a URL.
urls = set()
for vector in vectors:
    for group in vector["groups"]:
        for case in group["cases"]:
            urls.add(case["url"])
for path in glob.glob(os.path.join(ROOT, "Tests/**/*.swift"), recursive=True) + glob.glob(os.path.join(ROOT, "Resources/scenarios/*.json")):
    with open(path, encoding="utf-8") as f:
        urls.update(re.findall(r'"([a-z][a-z0-9+.-]*://[^"\\\s]*)"', f.read()))
for index, url in enumerate(sorted(urls)):
    write("router", bytes([index % 64]) + url.encode("utf-8"))

# pattern: one profile byte, then route lines (`path` or `path<TAB>where-regex`).
patterns = set()
for vector in vectors:
    for group in vector["groups"]:
        for route in group["routes"]:
            patterns.add(route["path"])
for path in route_files:
    for route in json.loads(load(path)).get("routes", []):
        patterns.add(route["path"])
ordered = sorted(patterns)
for index, pattern in enumerate(ordered):
    write("pattern", bytes([index % 3]) + pattern.encode("utf-8"))
for start in range(0, len(ordered), 8):
    write("pattern", bytes([start % 3]) + "\n".join(ordered[start:start + 8]).encode("utf-8"))

# loader: whole route files (and the catalogue's bad ones).
catalogue = sorted(glob.glob(os.path.join(ROOT, "Tests/Fixtures/bad-input/*.json")))
for path in route_files:
    write("loader", load(path))
for path in catalogue:
    data = open(path, "rb").read()
    if len(data) <= 64 * 1024:
        write("loader", data)

# open: a route file, NUL, then NUL-separated inputs (from the shipped scenarios); and the same
# inputs after one byte that picks the shipped file (its index in `route_files`, as build.sh embeds them).
scenario_inputs = {}
for path in sorted(glob.glob(os.path.join(ROOT, "Resources/scenarios/*.json"))):
    suite = json.loads(load(path))
    routes = suite.get("routes")
    inputs = []
    for scenario in suite.get("scenarios", []):
        steps = [step["input"] for step in scenario.get("steps", []) if "input" in step]
        inputs.append(steps)
    scenario_inputs[os.path.basename(path)] = (routes, inputs)
for name, (routes, groups) in scenario_inputs.items():
    routes_path = os.path.normpath(os.path.join("Resources/scenarios", routes)) if routes else "demo-routes.json"
    if not os.path.exists(os.path.join(ROOT, routes_path)):
        routes_path = "demo-routes.json"
    data = load(routes_path)
    for steps in groups:
        joined = b"\0".join(s.encode("utf-8") for s in steps)
        write("open", data + b"\0" + joined)
        write("open", bytes([route_files.index(routes_path)]) + joined)
write("open", load("demo-routes.json") + b"\0" + b"\0".join(
    s.encode() for s in [":back", ":tab 2", ":set loggedIn=true", "newBooking", ":reset", ":routes", ":explain hotels://x", "%%%"]))
