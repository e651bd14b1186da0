#!/usr/bin/env python3
# Runs built libFuzzer targets until each has used a budget of CPU time (not
# wall time: libFuzzer's -max_total_time counts wall seconds, and on a shared
# machine at a low priority a target gets far less CPU than that). Called by
# tests/fuzz/run.sh after it builds the targets; see its --help.
#
# The fuzzer's CPU time (user + system, /proc/PID/stat) is polled once a
# second; at the budget it gets SIGUSR1, on which libFuzzer stops between two
# inputs and prints its final statistics (exit 0). Anything else ending it (a
# crash, a sanitizer report, a broken invariant, an input slower than
# --timeout, running out of memory) is a failure, with the input saved by
# libFuzzer in build-fuzz/crashes/TARGET/.
import argparse
import os
import re
import signal
import subprocess
import sys
import threading
import time

TICKS = os.sysconf('SC_CLK_TCK')
PROGRESS = re.compile(r'^#(\d+)\s+\S+\s+cov: (\d+) ft: (\d+)(?: corp: (\d+)/)?')


def cpu_seconds(pid):
    """User + system CPU seconds of a running process, None once it is gone."""
    try:
        with open(f'/proc/{pid}/stat') as stat:
            # The command name (field 2) may hold spaces: split after its ')'.
            fields = stat.read().rsplit(')', 1)[1].split()
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / TICKS


def read_figures(log_path):
    """Executions, cov, ft, corpus size and peak RSS from a libFuzzer log."""
    figures = {'execs': None, 'cov': None, 'ft': None, 'corpus': None, 'rss_mb': None}
    with open(log_path, errors='replace') as log:
        for line in log:
            match = PROGRESS.match(line)
            if match:
                figures['cov'] = int(match.group(2))
                figures['ft'] = int(match.group(3))
                if match.group(4):
                    figures['corpus'] = int(match.group(4))
                figures['execs'] = int(match.group(1))
            elif line.startswith('stat::number_of_executed_units:'):
                figures['execs'] = int(line.split(':')[-1])
            elif line.startswith('stat::peak_rss_mb:'):
                figures['rss_mb'] = int(line.split(':')[-1])
    return figures


def failure_lines(log_path, limit=6):
    wanted = re.compile(r'ERROR|runtime error|invariant|Test unit written|'
                        r'timeout|out-of-memory|deadly signal|CRITICAL|WARNING \*\*')
    with open(log_path, errors='replace') as log:
        return [line.rstrip() for line in log if wanted.search(line)][:limit]


def fuzz_target(args, target, report):
    binary = os.path.join(args.build, 'tests', 'fuzz', 'fuzz-' + target)
    work = os.path.join(args.build, 'corpus', target)
    crashes = os.path.join(args.build, 'crashes', target)
    os.makedirs(work, exist_ok=True)
    os.makedirs(crashes, exist_ok=True)
    seeds = [os.path.join('tests', 'fuzz', 'corpus', target)]
    regressions = os.path.join('tests', 'fuzz', 'regressions', target)
    if os.path.isdir(regressions):
        seeds.append(regressions)
    log_path = os.path.join(args.build, f'fuzz-{target}.log')
    budget = args.cpu_minutes * 60
    command = [binary, work, *seeds,
               f'-timeout={args.timeout}', '-rss_limit_mb=2048', '-max_len=65536',
               f'-artifact_prefix={crashes}/', '-print_final_stats=1', '-handle_usr1=1']
    with open(log_path, 'w') as log:
        started = time.monotonic()
        fuzzer = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    used = 0.0
    stop_reason = None
    while fuzzer.poll() is None:
        now_used = cpu_seconds(fuzzer.pid)
        if now_used is not None:
            used = now_used
        if stop_reason is None:
            if used >= budget:
                stop_reason = 'budget'
            elif args.max_wall_minutes and time.monotonic() - started >= args.max_wall_minutes * 60:
                stop_reason = 'wall limit'
            if stop_reason:
                fuzzer.send_signal(signal.SIGUSR1)
                stop_sent = time.monotonic()
        elif time.monotonic() - stop_sent > 120:
            fuzzer.kill()
        time.sleep(1)
    wall = time.monotonic() - started
    result = fuzzer.returncode
    figures = read_figures(log_path)
    failed = stop_reason is None or result != 0
    entry = dict(figures, target=target, cpu=used, wall=wall, exit=result,
                 stopped=stop_reason or 'ended by itself', failed=failed, log=log_path)
    if failed:
        entry['why'] = failure_lines(log_path)
    if args.merge and not failed:
        entry['added'] = merge_corpus(binary, target, work, args)
    report.append(entry)
    print_entry(entry)


def merge_corpus(binary, target, work, args):
    """Adds to the committed corpus the inputs of the run that reach code or
    features it does not (libFuzzer's -merge=1, which keeps the smallest)."""
    committed = os.path.join('tests', 'fuzz', 'corpus', target)
    before = set(os.listdir(committed))
    log_path = os.path.join(args.build, f'merge-{target}.log')
    with open(log_path, 'w') as log:
        result = subprocess.run([binary, '-merge=1', '-max_len=65536', f'-timeout={args.timeout}',
                                 '-rss_limit_mb=2048', committed, work],
                                stdout=log, stderr=subprocess.STDOUT).returncode
    if result != 0:
        print(f'!! merge of {target} failed: {log_path}', file=sys.stderr)
        return None
    return len(set(os.listdir(committed)) - before)


def print_entry(entry):
    def number(value):
        return '?' if value is None else f'{value:,}'.replace(',', ' ')
    line = (f"== {entry['target']}: {number(entry['execs'])} executions, cov {number(entry['cov'])}, "
            f"ft {number(entry['ft'])}, {entry['cpu']:.0f} CPU s in {entry['wall']:.0f} wall s, "
            f"peak RSS {number(entry['rss_mb'])} MB, stopped: {entry['stopped']}, exit {entry['exit']}")
    if 'added' in entry:
        line += f", {number(entry['added'])} inputs added to the committed corpus"
    print(line, flush=True)
    if entry['failed']:
        print(f"!! {entry['target']} FAILED: see {entry['log']}", file=sys.stderr, flush=True)
        for why in entry.get('why', []):
            print('   ' + why, file=sys.stderr, flush=True)


def main():
    parser = argparse.ArgumentParser(description='Run libFuzzer targets for a CPU-time budget each.')
    parser.add_argument('--build', default='build-fuzz')
    parser.add_argument('--cpu-minutes', type=float, default=3)
    parser.add_argument('--jobs', type=int, default=1, help='targets fuzzed at once (each on one core)')
    parser.add_argument('--timeout', type=int, default=10,
                        help='wall seconds one input may take before it counts as a hang')
    parser.add_argument('--max-wall-minutes', type=float, default=0,
                        help='stop a target after this long even short of its budget (reported)')
    parser.add_argument('--merge', action='store_true')
    parser.add_argument('targets', nargs='+')
    args = parser.parse_args()

    report = []
    pending = list(args.targets)
    running = []
    while pending or running:
        running = [thread for thread in running if thread.is_alive()]
        while pending and len(running) < args.jobs:
            thread = threading.Thread(target=fuzz_target, args=(args, pending.pop(0), report))
            thread.start()
            running.append(thread)
        time.sleep(1)

    print()
    print('| target | executions | cov | ft | CPU s | wall s | stopped |')
    print('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
    for entry in sorted(report, key=lambda entry: args.targets.index(entry['target'])):
        print(f"| {entry['target']} | {entry['execs']} | {entry['cov']} | {entry['ft']} | "
              f"{entry['cpu']:.0f} | {entry['wall']:.0f} | "
              f"{'FAILED' if entry['failed'] else entry['stopped']} |")
    return 1 if any(entry['failed'] for entry in report) else 0


if __name__ == '__main__':
    sys.exit(main())
