#!/usr/bin/env bash
# Draws docs/demo-graph.svg, the picture of the demo app the README shows, from
# `navsim graph --format dot` with Graphviz's dot (apt-get install graphviz). Run it after a
# change to demo-routes.json or to how `navsim graph` draws.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product navsim >/dev/null
.build/debug/navsim graph --quiet --routes demo-routes.json --format dot | dot -Tsvg -o docs/demo-graph.svg
echo "docs/demo-graph.svg drawn"
