#!/usr/bin/env python3
"""The module graph of docs/ARCHITECTURE.md and the README's "Layout", made from one source: scripts/check-layering's
rows (what each module may import, read on stdin as `module: import import ...`, with what its files import as
`module uses: import` lines for `check`) and Package.swift (the targets'
dependencies, the C libraries behind the system-library targets, the products).

    module-graph.py ROOT graph    prints the graph block
    module-graph.py ROOT check    fails (exit 1) when Package.swift's dependencies and the rows disagree, when a row
                                  allows an import no file makes, when the block in either document is not the
                                  printed one, or when the README's or ARCHITECTURE.md's folder tables miss a module
                                  or name one that is gone
    module-graph.py ROOT write    writes the block into both documents

check-layering runs `check` when ROOT has a Package.swift, so CI fails when the docs drift.
"""
import os
import re
import sys
import textwrap

BEGIN = "<!-- module graph: made by scripts/check-layering --graph from its rows and Package.swift; --write-graph updates it -->"
END = "<!-- end of module graph -->"
DOCUMENTS = ["docs/ARCHITECTURE.md", "README.md"]
# Modules of the toolchain every target may import without a package dependency.
TOOLCHAIN = {"Testing", "XCTest"}


def call_blocks(text, kinds):
    """Each `.kind(` call of Package.swift's targets with its argument text, brackets balanced."""
    for match in re.finditer(r"\.(%s)\(" % "|".join(kinds), text):
        depth, i = 1, match.end()
        while depth and i < len(text):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        yield match.group(1), text[match.end():i - 1]


def package(root):
    text = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()
    text = re.sub(r"//[^\n]*", "", text)
    targets, libraries, products, externals = {}, {}, {}, {}
    for kind, args in call_blocks(text, ["target", "executableTarget", "systemLibrary"]):
        name = re.search(r'name:\s*"([^"]+)"', args).group(1)
        if kind == "systemLibrary":
            found = re.search(r'pkgConfig:\s*"([^"]+)"', args) or re.search(r'\.apt\(\["([^"]+)"', args)
            libraries[name] = re.sub(r"-dev$", "", found.group(1))
            continue
        deps = []
        listed = re.search(r"dependencies:\s*\[(.*?)\]\s*(?:,|$)", args, re.S)
        for dep in re.finditer(r'\.product\(name:\s*"([^"]+)",\s*package:\s*"([^"]+)"\)|"([^"]+)"',
                               listed.group(1) if listed else ""):
            if dep.group(1):
                deps.append(dep.group(1))
                externals[dep.group(1)] = dep.group(2)
            else:
                deps.append(dep.group(3))
        targets[name] = deps
        linked = re.findall(r'\.linkedLibrary\("([^"]+)"\)', args)
        if linked and not re.search(r"\.(target|executableTarget)\(", args):
            libraries[name] = ", ".join("lib" + library for library in linked)
    for _, args in call_blocks(text, ["library"]):
        name = re.search(r'name:\s*"([^"]+)"', args).group(1)
        products[name] = re.findall(r'"([^"]+)"', args.split("targets:", 1)[1])
    return targets, libraries, products, externals


def rows_from(stream):
    """The rows (`module: import import ...`) and, for `check`, what each module's files import, as check-layering
    found it (`module uses: import`)."""
    rows, uses = {}, {}
    for line in stream:
        module, _, names = line.partition(":")
        if module.endswith(" uses"):
            uses.setdefault(module[:-len(" uses")], set()).update(names.split())
        elif module.strip():
            rows[module.strip()] = names.split()
    return rows, uses


def graph(rows, libraries, products, externals):
    depth = {}

    def level(module):
        if module not in depth:
            depth[module] = 1 + max((level(d) for d in rows.get(module, []) if d in rows), default=0)
        return depth[module]

    order = sorted(rows, key=lambda m: (-level(m), m.lower()))
    width = max(len(m) for m in order)
    lines = []
    for module in order:
        own = sorted((d for d in rows[module] if d in rows), key=lambda d: (-level(d), d.lower()))
        other = []
        for d in rows[module]:
            if d in libraries:
                other.append("%s (%s)" % (d, libraries[d]))
            elif d in externals:
                other.append("%s (%s)" % (d, externals[d]))
            elif d in TOOLCHAIN:
                other.append(d)
        line = "%s ──► %s" % (module.ljust(width), ", ".join(own) or "—")
        if other:
            line += "; " + ", ".join(other)
        lines.append(line.rstrip())
    # Library products whose modules import a test framework: whoever links them links it too.
    testing = []
    for product, members in sorted(products.items()):
        frameworks = sorted({d for t in members for d in rows.get(t, []) if d in TOOLCHAIN})
        if frameworks:
            testing.append("%s (%s)" % (product, ", ".join(frameworks)))
    if testing:
        lines.append("")
        lines += textwrap.wrap("Library products that import a test framework, to be linked from test targets only: "
                               + ", ".join(testing), 116)
    return "\n".join([BEGIN, "```text"] + lines + ["```", END])


def block_of(text):
    if BEGIN not in text or END not in text:
        return None
    return text[text.index(BEGIN):text.index(END) + len(END)]


def main():
    root, mode = sys.argv[1], sys.argv[2]
    rows, uses = rows_from(sys.stdin)
    targets, libraries, products, externals = package(root)
    block = graph(rows, libraries, products, externals)
    if mode == "graph":
        print(block)
        return 0
    if mode == "write":
        for doc in DOCUMENTS:
            path = os.path.join(root, doc)
            text = open(path, encoding="utf-8").read()
            old = block_of(text)
            if old is None:
                print("module-graph: %s has no module graph block (%s … %s)" % (doc, BEGIN, END))
                return 1
            open(path, "w", encoding="utf-8").write(text.replace(old, block))
            print("module-graph: wrote the graph into %s" % doc)
        return 0
    problems = []
    for module, allowed in sorted(rows.items()):
        declared = targets.get(module)
        if declared is None:
            problems.append("%s has a row in scripts/check-layering but no target in Package.swift" % module)
            continue
        row = set(allowed) - TOOLCHAIN
        if row != set(declared):
            problems.append("%s: Package.swift depends on [%s], its row allows [%s]"
                            % (module, ", ".join(sorted(declared)), ", ".join(sorted(row))))
        unused = sorted(set(allowed) - uses.get(module, set()))
        if unused:
            problems.append("%s: its row allows %s, which no file of it imports (drop it from the row and Package.swift)"
                            % (module, ", ".join(unused)))
    for doc in DOCUMENTS:
        text = open(os.path.join(root, doc), encoding="utf-8").read()
        if block_of(text) != block:
            problems.append("%s: the module graph is not the one the rows and Package.swift give "
                            "(scripts/check-layering --write-graph updates it)" % doc)
        # Every Swift module has a row in each folder table (the C modules are in the graph); no folder named is gone.
        named = set(re.findall(r"`Sources/([A-Za-z0-9_-]+)`", text))
        folders = {d for d in os.listdir(os.path.join(root, "Sources")) if os.path.isdir(os.path.join(root, "Sources", d))}
        for missing in sorted(set(rows) - named):
            problems.append("%s: no row of its folder table names `Sources/%s`" % (doc, missing))
        for gone in sorted(named - folders):
            problems.append("%s: names `Sources/%s`, which is not a folder of Sources/" % (doc, gone))
    for problem in problems:
        print("check-layering: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
