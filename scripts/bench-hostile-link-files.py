#!/usr/bin/env python3
"""The four link-file hangs of issue "hostile link files", measured through a built navsim.

    scripts/bench-hostile-link-files.py [--quick] [--limit SECONDS] [--only 1,2,3,4] NAVSIM [NAVSIM...]

For each binary given (say a build from before the change and one from after), prints the
wall time and the peak resident memory (GNU time's %M) of:

1. `navsim link` on an AndroidManifest.xml minified onto one line (58, 144, 577 KB);
2. `navsim link` and `navsim check` on a manifest whose DTD declares an entity of 500,000
   characters that the manifest's text references 100,000 times (800 KB);
3. `navsim link` and `navsim check` on an apple-app-site-association of 100 components, each
   40 references to a substitution variable of 10,000 values (83 KB);
4. the UI started on the 577 KB one-line manifest and sent Ctrl-C half a second later (in a
   private tmux server): the seconds until the process is gone.

Each run is killed after --limit seconds (default 120) and shown as "> LIMIT s". --quick uses
smaller files (10 components of 2,000 values, manifests up to 144 KB, a 100,000-character entity
referenced 20,000 times), so a binary from before the change finishes in minutes and without
gigabytes of memory (the full fan-out took 6.6 GB before). --only runs the numbered cases
given. Needs /usr/bin/time; the UI case needs tmux. A figure to read, not a test:
docs/links.md ("Limits") has the figures of the last run.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid

FINGERPRINT = ":".join(["AB"] * 32)


def measure(navsim, arguments, folder, limit):
    """(seconds, peak MB or None, exit status or 'killed')."""
    memory = os.path.join(folder, "memory-" + uuid.uuid4().hex)
    command = ["timeout", "-s", "KILL", str(limit), "/usr/bin/time", "-f", "%M", "-o", memory, navsim] + arguments
    start = time.monotonic()
    completed = subprocess.run(command, cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    seconds = time.monotonic() - start
    peak = None
    try:
        with open(memory) as handle:
            lines = [line for line in handle.read().split("\n") if line.strip().isdigit()]
            peak = int(lines[-1]) / 1024 if lines else None
    except OSError:
        pass
    status = "killed" if completed.returncode in (-9, 137) else completed.returncode
    return seconds, peak, status


def show(name, result, limit):
    seconds, peak, status = result
    shown = f"> {limit} s (killed)" if status == "killed" else f"{seconds:.2f} s"
    memory = f", {peak:.0f} MB peak" if peak is not None else ""
    print(f"  {name}: {shown}{memory}, exit {status}", flush=True)


def activity(index):
    return (f'<activity android:name=".A{index}" android:exported="true"><intent-filter android:autoVerify="true">'
            '<action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.DEFAULT"/>'
            '<category android:name="android.intent.category.BROWSABLE"/>'
            f'<data android:scheme="https" android:host="h{index}.example.com"/></intent-filter></activity>')


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def manifest_routes(folder, name, manifest):
    return write(folder, name, '{"scheme": "app", "domains": ["h1.example.com"], "routes": [{"path": "items/:id", "screen": "S"}], '
                 f'"links": {{"android": {{"package": "com.example", "fingerprint": "{FINGERPRINT}", "manifest": "{manifest}", '
                 '"assetlinks": {}}}}')


def ctrl_c_while_loading(navsim, routes, folder, limit):
    """Seconds from Ctrl-C to the end of the UI, peak MB; None without tmux."""
    if shutil.which("tmux") is None:
        return None
    socket = "navsim-bench-" + uuid.uuid4().hex[:8]
    memory = os.path.join(folder, "ui-memory")
    pid_file = os.path.join(folder, "ui-pid")
    history = os.path.join(folder, "ui-history")
    # The pane runs GNU time, which runs navsim and outlives it just long enough to write %M.
    command = (f"env NAVSIM_HISTORY='{history}' TERM=xterm-256color LANG=C.UTF-8 sh -c "
               f"'echo $$ > {pid_file}; exec /usr/bin/time -f %M -o {memory} {navsim} --routes {routes}'")
    subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", command],
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True)
    try:
        time.sleep(0.5)
        with open(pid_file) as handle:
            wrapper = int(handle.read().strip())
        # navsim itself, GNU time's child: GNU time reaps it at once (tmux may reap the pane later).
        with open(f"/proc/{wrapper}/task/{wrapper}/children") as handle:
            pid = int(handle.read().split()[0])
        start = time.monotonic()
        subprocess.run(["tmux", "-L", socket, "send-keys", "C-c"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while os.path.exists(f"/proc/{pid}") and time.monotonic() - start < limit:
            time.sleep(0.01)
        seconds = time.monotonic() - start
        finished = not os.path.exists(f"/proc/{pid}")
        if not finished:
            # SIGTERM ends the UI (it restores the terminal); the measurement is "> limit".
            os.kill(pid, 15)
        peak = None
        if finished and os.path.exists(memory):
            with open(memory) as handle:
                lines = [line for line in handle.read().split("\n") if line.strip().isdigit()]
                peak = int(lines[-1]) / 1024 if lines else None
        return seconds, peak, 0 if finished else "killed"
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        tmp = os.environ.get("TMUX_TMPDIR", "/tmp")
        try:
            os.remove(f"{tmp}/tmux-{os.getuid()}/{socket}")
        except OSError:
            pass


def run(navsim, quick, limit, only):
    folder = tempfile.mkdtemp(prefix="navsim-link-bench-")
    try:
        print(f"{navsim}{' (quick)' if quick else ''}", flush=True)
        largest = None
        for kilobytes in ([58, 144] if quick else [58, 144, 577]):
            count = kilobytes * 1000 // len(activity(0))
            text = ('<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"><application>'
                    + "".join(activity(i) for i in range(count)) + "</application></manifest>")
            largest = manifest_routes(folder, f"oneline-{kilobytes}.json", write(folder, f"oneline-{kilobytes}.xml", text))
            if 1 in only:
                show(f"1. link, one-line manifest of {len(text) // 1000} KB ({count} activities)",
                     measure(navsim, ["link", "--routes", largest, "https://h1.example.com/items/1"], folder, limit), limit)

        if 2 in only:
            entity, references = (100_000, 20_000) if quick else (500_000, 100_000)
            text = ('<?xml version="1.0"?>\n<!DOCTYPE manifest [<!ENTITY a "' + "A" * entity + '">]>\n'
                    '<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>'
                    + "&a;" * references + '</application></manifest>\n')
            routes = manifest_routes(folder, "entities.json", write(folder, "entities.xml", text))
            name = f"2. {{}}, manifest entity of {entity:,} characters x {references:,} references ({len(text) // 1000} KB)"
            show(name.format("link"), measure(navsim, ["link", "--routes", routes, "https://h1.example.com/items/1"], folder, limit), limit)
            show(name.format("check"), measure(navsim, ["check", routes], folder, limit), limit)

        if 3 in only:
            components, values = (10, 2_000) if quick else (100, 10_000)
            variable = ",".join(f'"{value:x}"' for value in range(values))
            component = '{"/": "/' + "$(v)" * 40 + '*"}'
            text = ('{"applinks": {"substitutionVariables": {"v": [' + variable + ']}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], '
                    '"components": [' + ",".join([component] * components) + "]}]}}")
            aasa = write(folder, "fan-out.json", text)
            routes = write(folder, "fan-out-routes.json", '{"scheme": "app", "domains": ["example.com"], "routes": [{"path": "items/:id", "screen": "S"}], '
                           f'"links": {{"ios": {{"appID": "ABCDE12345.com.example.app", "associations": {{"example.com": "{aasa}"}}}}}}}}')
            name = f"3. {{}}, AASA of {components} components x 40 references to {values:,} values ({len(text) // 1000} KB)"
            show(name.format("link"), measure(navsim, ["link", "--routes", routes, "https://example.com/" + "ab" * 40], folder, limit), limit)
            show(name.format("check"), measure(navsim, ["check", routes], folder, limit), limit)

        if 4 in only:
            result = ctrl_c_while_loading(navsim, largest, folder, limit)
            if result is None:
                print("  4. UI Ctrl-C while loading: not measured (needs tmux)")
            else:
                show("4. UI on the largest one-line manifest, Ctrl-C 0.5 s after start: until the process is gone", result, limit)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(arguments):
    quick = "--quick" in arguments
    limit = 120
    only = {1, 2, 3, 4}
    binaries = []
    rest = [argument for argument in arguments if argument != "--quick"]
    while rest:
        argument = rest.pop(0)
        if argument == "--limit" and rest:
            limit = int(rest.pop(0))
        elif argument == "--only" and rest:
            only = {int(number) for number in rest.pop(0).split(",")}
        else:
            binaries.append(os.path.abspath(argument))
    if not binaries or not os.path.exists("/usr/bin/time"):
        print(__doc__, file=sys.stderr)
        return 2
    for navsim in binaries:
        run(navsim, quick, limit, only)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
