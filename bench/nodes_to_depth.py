#!/usr/bin/env python3
"""Nodes to depth and nodes per CPU second of a `nightrider uci` build on the first N openings of a book.

    bench/nodes_to_depth.py BINARY VARIANT DEPTH N BOOK

Each position is searched to DEPTH from an empty table (ucinewgame, Hash 64, one thread); the line gives
the nodes summed over the positions, the wall time the engine reported, and the CPU time of the engine
process (user time, which a busy shared machine does not inflate the way it inflates wall time; the
system time, mostly the table's pages mapped on first use, is shown beside it).

The CPU times are the engine process's own (wait4), not RUSAGE_CHILDREN: that one also counts whatever
ran before this interpreter in the same process — a pyenv shim's `pyenv` calls add a constant 0.15 s,
which made short searches look slower than they are.
"""
import os
import subprocess
import sys


def main():
    binary, variant, depth, count, book = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    fens = [line.strip() for line in open(book) if line.strip() and not line.startswith('#')][:count]
    engine = subprocess.Popen([binary, 'uci'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(text):
        engine.stdin.write(text + '\n')
        engine.stdin.flush()

    def wait(prefix):
        last = None
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit('the engine exited')
            if line.startswith('info') and ' nodes ' in line:
                last = line
            if line.startswith(prefix):
                return last

    send('uci')
    wait('uciok')
    send('setoption name Hash value 64')
    send('setoption name UCI_Variant value ' + variant)
    nodes = wall_ms = 0
    for fen in fens:
        send('ucinewgame')
        send('isready')
        wait('readyok')
        send('position fen ' + fen)
        send('go depth %d' % depth)
        words = wait('bestmove').split()
        nodes += int(words[words.index('nodes') + 1])
        wall_ms += int(words[words.index('time') + 1])
    send('quit')
    _, _, usage = os.wait4(engine.pid, 0)
    cpu = usage.ru_utime
    print('%s depth %d, %d positions: %d nodes, %d ms wall, %.3f s CPU (+ %.3f s system), %d nodes per CPU second'
          % (variant, depth, len(fens), nodes, wall_ms, cpu, usage.ru_stime, nodes / max(cpu, 1e-9)))


if __name__ == '__main__':
    main()
