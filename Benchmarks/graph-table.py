#!/usr/bin/env python3
"""Writes a route file of N routes (default 10,000) for timing `navsim graph` on a large app.

  python3 Benchmarks/graph-table.py 10000 > /tmp/graph-table.json
  time .build/release/navsim graph --quiet --routes /tmp/graph-table.json --format dot >/dev/null

Four tabs; one route in four a section with `{Screen}` marks, the others below it through the
implicit parent (a typed parameter, a modal, an optional group, a guard), so the graph has
long chains, modals, guards and as many entry nodes as endpoints.
"""
import json, sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
tabs = ["home", "search", "library", "account"]
routes = []
for i in range(count):
    section, kind = divmod(i, 4)
    tab = tabs[section % len(tabs)]
    if kind == 0:
        routes.append({"path": f"s{section}{{Section{section}}}/:id{{Item{section}}}", "tab": tab})
    elif kind == 1:
        routes.append({"path": f"s{section}/:id/<int:page>", "screen": f"Page{section}"})
    elif kind == 2:
        routes.append({"path": f"s{section}/:id/edit", "screen": f"Edit{section}", "presentation": "modal",
                       "requires": ["loggedIn"]})
    else:
        routes.append({"path": f"s{section}/:id/more(/:detail)", "screen": f"More{section}"})
print(json.dumps({
    "name": "Large",
    "scheme": "large",
    "state": {"loggedIn": False},
    "guards": {"loggedIn": {"redirect": "large://login"}},
    "tabs": [{"id": tab, "title": tab.title(), "root": tab.title() + "Root"} for tab in tabs],
    "routes": routes + [{"path": "login", "screen": "Login", "presentation": "modal", "set": {"loggedIn": True}}],
    "shortcuts": [{"name": f"open{i}", "title": f"Open {i}", "url": f"large://s{i}/x"} for i in range(20)],
}, indent=1))
