#!/usr/bin/env python3
"""Folder dependencies of WorkoutCore from the compiler: `swiftc -dump-ast` of the whole module
(stderr) gives, in each file's section, every declaration referenced with the file that declares
it (`decl="WorkoutCore.(file)…@Sources/…/File.swift:line:col"`), and every expression's and
declaration's type. A folder uses another when one of its files references a declaration, or
names a type, declared in the other. Prints the pairs of folders that use each other.

usage: folders.py DUMP [ROOT] [-v]; exits 1 when two folders use each other."""
import re, sys, collections

dump = sys.argv[1]
root = next((a for a in sys.argv[2:] if not a.startswith('-')), 'Sources/WorkoutCore')
verbose = '-v' in sys.argv

def folder(path):
    rel = path[len(root) + 1:] if path.startswith(root + '/') else None
    if rel is None: return None
    return rel.split('/')[0] if '/' in rel else '.'

source = re.compile(r'^\(source_file "([^"]+)"')
ref = re.compile(r'decl="WorkoutCore\.\(file\)\.([^"@]*)@([^":]+):')
typed = re.compile(r'(?:interface_type|type)="([^"]*)"')
typedecl = re.compile(r'^  \((struct|enum|class|protocol|typealias)_decl .*?"([A-Za-z_]\w*)"')
word = re.compile(r'[A-Z]\w*')

# First pass: top-level types and the folder of each.
types = collections.defaultdict(set)
current = None
with open(dump, 'rb') as f:
    for raw in f:
        line = raw.decode('utf-8', 'replace')
        m = source.match(line)
        if m: current = m.group(1); continue
        m = typedecl.match(line)
        if m and current: types[m.group(2)].add(folder(current))
unique = {name: next(iter(f)) for name, f in types.items() if len(f) == 1}

edges = collections.defaultdict(lambda: collections.defaultdict(set))
current = None
with open(dump, 'rb') as f:
    for raw in f:
        line = raw.decode('utf-8', 'replace')
        m = source.match(line)
        if m: current = folder(m.group(1)); continue
        if current is None: continue
        for name, path in ref.findall(line):
            target = folder(path)
            if target and target != current:
                edges[current][target].add(name.split('@')[0][:80])
        for text in typed.findall(line):
            for name in word.findall(text):
                target = unique.get(name)
                if target and target != current: edges[current][target].add(name)

pairs = sorted({tuple(sorted((a, b))) for a in edges for b in edges[a] if a in edges.get(b, {})})
print(f'{len(pairs)} pairs of folders use each other')
for a, b in pairs:
    print(f'  {a} <-> {b}')
    print(f'    {a} -> {b}: {sorted(edges[a][b])[:8]}')
    print(f'    {b} -> {a}: {sorted(edges[b][a])[:8]}')
if verbose:
    for a in sorted(edges):
        print(f'{a} -> {", ".join(sorted(edges[a]))}')
sys.exit(1 if pairs else 0)
