#!/usr/bin/env python3
"""Writes Android navigation graphs at navsim's size limit (8 MiB), each with a route file:

  big.xml      nested graphs of 100 destinations, each with three arguments and two deep links
  oneline.xml  the same document on one line
  deep.xml     <navigation>s nested DEPTH levels (default 250; past 256 it is refused)

Usage: Benchmarks/nav-graph.py DIR [DEPTH], then, with a release build:
  /usr/bin/time -v .build/release/navsim match --routes DIR/big.json --json 'https://example.com/g166/d50/7?q=x'
  /usr/bin/time -v .build/release/navsim check DIR/big.json
"""
import os
import sys

LIMIT = 8 * 1024 * 1024
NS = 'xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"'
PER_GRAPH = 100


def destination(graph, index):
    return (f'    <fragment android:id="@+id/d{graph}_{index}" android:name="com.example.F{index}" android:label="Item {{id}}">\n'
            f'      <argument android:name="id" app:argType="integer"/>\n'
            f'      <argument android:name="q" app:argType="string" app:nullable="true" android:defaultValue="@null"/>\n'
            f'      <argument android:name="flag" app:argType="boolean" android:defaultValue="false"/>\n'
            f'      <deepLink app:uri="https://example.com/g{graph}/d{index}/{{id}}?q={{q}}&amp;flag={{flag}}"/>\n'
            f'      <deepLink app:uri="app://g{graph}/d{index}/{{id}}"/>\n'
            f'    </fragment>\n')


def big():
    parts = [f'<navigation {NS} android:id="@+id/root" app:startDestination="@id/g0">\n']
    size = len(parts[0]) + 20
    graph = 0
    while True:
        chunk = [f'  <navigation android:id="@+id/g{graph}" app:startDestination="@id/d{graph}_0">\n']
        chunk_size = len(chunk[0]) + 16
        full = False
        for index in range(PER_GRAPH):
            text = destination(graph, index)
            if size + chunk_size + len(text) > LIMIT - 64:
                full = True
                break
            chunk.append(text)
            chunk_size += len(text)
        if len(chunk) > 1:
            parts += chunk + ['  </navigation>\n']
            size += chunk_size
            graph += 1
        if full:
            break
    parts.append('</navigation>\n')
    return "".join(parts)


def deep(depth):
    opening = "".join(f'<navigation {NS if level == 0 else ""} android:id="@+id/n{level}" app:startDestination="@id/n{level + 1}">'
                      for level in range(depth))
    return (opening + f'<fragment android:id="@+id/n{depth}"><deepLink app:uri="https://example.com/deep"/></fragment>'
            + "</navigation>" * depth)


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "."
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 250
    os.makedirs(directory, exist_ok=True)
    text = big()
    graphs = {"big": text, "oneline": text.replace("\n", " "), "deep": deep(depth)}
    for name, body in graphs.items():
        with open(os.path.join(directory, f"{name}.xml"), "w") as out:
            out.write(body)
        with open(os.path.join(directory, f"{name}.json"), "w") as out:
            out.write('{"profile": "jetpack", "navGraphs": ["%s.xml"]}\n' % name)
    print(f"big.xml: {len(text)} bytes, {text.count('<navigation') - 1} nested graphs, {text.count('<fragment')} destinations, "
          f"{text.count('<deepLink')} deep links, {text.count('<argument')} arguments")


if __name__ == "__main__":
    main()
