#!/usr/bin/env python3
"""Validate navsim route files against Resources/route-file.schema.json.

Usage: scripts/validate-examples.py [FILE...]
Without arguments it checks demo-routes.json and Resources/examples/*.json.
Besides the schema, it checks what a schema cannot: the file's "$schema" points
at the shipped schema, ids are unique, and every tab, flag, scheme and screen a
route names is declared. Exit 0 when all files pass, 1 otherwise.
Needs the `jsonschema` package (pip install jsonschema).
"""
import json
import re
import sys
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Resources" / "route-file.schema.json"
# `{Screen}` right after segment text (`cities{CityList}`); a segment that is only `{name}` is a parameter.
SCREEN_IN_PATH = re.compile(r"(?<=[^/(])\{([^{}]+)\}")


def coherence_errors(doc, path):
    """Cross-references the schema cannot express."""
    errors = []
    if "$schema" in doc and "://" not in doc["$schema"]:
        target = (path.parent / doc["$schema"]).resolve()
        if target != SCHEMA.resolve():
            errors.append(f"$schema: {doc['$schema']!r} does not resolve to {SCHEMA.relative_to(ROOT)}")

    screens = set(doc.get("screens", {}))
    tabs = [t["id"] for t in doc.get("tabs", [])]
    flags = set(doc.get("state", {})) | set(doc.get("guards", {}))
    schemes = set(doc.get("schemes", {})) | ({doc["scheme"]} if "scheme" in doc else set())

    def need_screen(name, where):
        if name not in screens:
            errors.append(f"{where}: screen {name!r} is not declared in screens")

    def need_flags(names, where):
        for flag in names:
            if flag not in flags:
                errors.append(f"{where}: flag {flag!r} has neither a state entry nor a guard")

    for dup in {t for t in tabs if tabs.count(t) > 1}:
        errors.append(f"tabs: duplicate id {dup!r}")
    for i, tab in enumerate(doc.get("tabs", [])):
        need_screen(tab["root"], f"tabs[{i}].root")
    for name, screen in doc.get("screens", {}).items():
        need_flags(screen.get("requires", []), f"screens.{name}.requires")
    for param, name in doc.get("parameterScreens", {}).items():
        need_screen(name, f"parameterScreens.{param}")
    for i, route in enumerate(doc["routes"]):
        where = f"routes[{i}] ({route['path']})"
        for name in SCREEN_IN_PATH.findall(route["path"]):
            need_screen(name, where)
        if "screen" in route:
            need_screen(route["screen"], where)
        if "tab" in route and route["tab"] not in tabs:
            errors.append(f"{where}: tab {route['tab']!r} is not declared in tabs")
        if "scheme" in route and route["scheme"] not in schemes:
            errors.append(f"{where}: scheme {route['scheme']!r} is neither the default scheme nor in schemes")
        need_flags(route.get("requires", []), where)
    for key in ("name", "key"):
        values = [s[key] for s in doc.get("shortcuts", []) if key in s]
        for dup in {v for v in values if values.count(v) > 1}:
            errors.append(f"shortcuts: duplicate {key} {dup!r}")
    return errors


def check(path, validator):
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        return [f"cannot read: {e.strerror}"]
    except json.JSONDecodeError as e:
        return [f"line {e.lineno}, column {e.colno}: {e.msg}"]
    errors = [
        f"{e.json_path}: {e.message}"
        for e in sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    ]
    return errors or coherence_errors(doc, path)


def main(argv):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(
        schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    files = [Path(a) for a in argv] or [ROOT / "demo-routes.json", *sorted((ROOT / "Resources" / "examples").glob("*.json"))]
    failed = False
    for path in files:
        shown = path.resolve().relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
        errors = check(path, validator)
        failed |= bool(errors)
        print(f"{'FAIL' if errors else 'ok  '} {shown}")
        for error in errors:
            print(f"     {error}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
