#!/usr/bin/env python3
"""Memory of `tripsite serve` under live-reload event-stream churn.

  python3 bench/sse_churn.py TRIPSITE_BINARY SITE_DIR [--cycles 20000] [--concurrency 16]
      [--every 2000] [--rounds 2] [--idle 12] [--close rst|fin] [--env NAME=VALUE ...]
  python3 bench/sse_churn.py --pid PID --port PORT [same options]

Starts `tripsite serve --source SITE_DIR --port 0` (with the extra environment given by
--env, e.g. MALLOC_ARENA_MAX=2 or LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2),
or attaches to a running server by --pid and --port. Then, for each round, runs --cycles
open/drop cycles of the event stream (`/_tripsite/events`) on --concurrency threads: connect,
send the request, read until the stream's first line (`: connected`) arrives, then drop the
connection (`rst`: SO_LINGER 0, the server sees a reset; `fin`: a plain close). Every
--every cycles, and after each round's --idle seconds of quiet (longer than the server's
10 s heartbeat, so streams whose browser left are noticed), it prints the server's VmRSS
and VmHWM (/proc/PID/status), threads, open file descriptors, and the live-reload listener
count the server reports at /_tripsite/status ("listeners"). Python 3 standard library only;
loopback only; stops a server it started.
"""
import argparse, json, os, re, socket, struct, subprocess, sys, threading, time

def status_kb(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM", "Threads"):
                fields[name] = int(value.split()[0])
    return fields

def fd_count(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))

def listeners(port):
    """The server's live-reload listener count, or None if it does not report one."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
            s.sendall(b"GET /_tripsite/status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            data = b""
            while chunk := s.recv(65536):
                data += chunk
        body = data.split(b"\r\n\r\n", 1)[1]
        if b"\r\n" in body.split(b"{", 1)[0]:  # chunked: take the JSON between the chunk lines
            body = body[body.index(b"{"):body.rindex(b"}") + 1]
        return json.loads(body).get("listeners")
    except (OSError, ValueError, IndexError):
        return None

def one_cycle(port, close):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        s.sendall(b"GET /_tripsite/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
        data = b""
        while b": connected" not in data:
            chunk = s.recv(4096)
            if not chunk:
                raise ConnectionError("server closed the stream before its first line")
            data += chunk
        if close == "rst":
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    finally:
        s.close()

def churn(port, cycles, concurrency, close, errors):
    """Runs `cycles` open/drop cycles on `concurrency` threads; returns when all are done."""
    lock = threading.Lock()
    remaining = [cycles]
    def worker():
        while True:
            with lock:
                if remaining[0] == 0:
                    return
                remaining[0] -= 1
            try:
                one_cycle(port, close)
            except OSError as error:
                with lock:
                    errors.append(str(error))
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for t in threads: t.start()
    for t in threads: t.join()

def start_server(binary, site, env):
    environment = dict(os.environ)
    environment.update(env)
    server = subprocess.Popen([binary, "serve", "--source", site, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, env=environment)
    for line in server.stdout:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
            return server, int(m.group(1))
    raise SystemExit("the server did not print its URL")

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("binary", nargs="?"); ap.add_argument("site", nargs="?")
    ap.add_argument("--pid", type=int); ap.add_argument("--port", type=int)
    ap.add_argument("--cycles", type=int, default=20000, help="open/drop cycles per round")
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--every", type=int, default=2000, help="sample every this many cycles")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--idle", type=float, default=12, help="seconds of quiet after each round before sampling")
    ap.add_argument("--close", choices=("rst", "fin"), default="rst")
    ap.add_argument("--env", action="append", default=[], help="NAME=VALUE for a server this script starts")
    a = ap.parse_args()
    server = None
    if a.pid and a.port:
        pid, port = a.pid, a.port
    elif a.binary and a.site:
        server, port = start_server(a.binary, a.site, dict(e.split("=", 1) for e in a.env))
        pid = server.pid
    else:
        ap.error("give TRIPSITE_BINARY SITE_DIR, or --pid and --port")
    try:
        time.sleep(1)
        print(f"pid {pid}, port {port}, {a.rounds} × {a.cycles} cycles at concurrency {a.concurrency}, close={a.close}"
              + (f", env {' '.join(a.env)}" if a.env and server else ""))
        print(f"{'cycles':>8} {'s':>7} {'cycles/s':>8} {'VmRSS MB':>9} {'VmHWM MB':>9} {'threads':>7} {'fds':>5} {'listeners':>9}  note")
        started, done, errors = time.monotonic(), 0, []
        def sample(note="", rate=None):
            st = status_kb(pid)
            n = listeners(port)
            print(f"{done:>8} {time.monotonic() - started:>7.1f} {rate if rate is not None else '':>8} {st['VmRSS'] / 1024:>9.1f} "
                  f"{st['VmHWM'] / 1024:>9.1f} {st['Threads']:>7} {fd_count(pid):>5} {'' if n is None else n:>9}  {note}", flush=True)
        sample("baseline")
        for round_ in range(1, a.rounds + 1):
            left = a.cycles
            while left > 0:
                batch = min(a.every, left)
                t0 = time.monotonic()
                churn(port, batch, a.concurrency, a.close, errors)
                left -= batch; done += batch
                sample(rate=f"{batch / (time.monotonic() - t0):.0f}")
            time.sleep(a.idle)
            sample(f"round {round_} done, after {a.idle:g} s idle")
        if errors:
            print(f"{len(errors)} failed cycles, e.g. {errors[0]}")
    finally:
        if server:
            server.terminate()
            try: server.wait(10)
            except subprocess.TimeoutExpired: server.kill(); server.wait()

if __name__ == "__main__":
    main()
