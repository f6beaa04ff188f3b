"""The shape of the Python package (issue 25): layers model <- run <- report, sources on model
only; no import cycle between modules; no module over 600 lines; one outcome vocabulary."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cudasem"
LAYERS = {
    "model": {"model"},
    "run": {"model", "run"},
    "report": {"model", "run", "report"},
    "sources": {"model", "sources"},
}


def modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules this module imports (at any depth, function bodies included)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                full = f"{target}.{alias.name}"
                out.add(full if full in known else target)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return {m for m in out if m in known and m != name}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def test_no_import_cycle():
    g = graph()
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(g[node]):
            if nxt.startswith(node + ".") or node.startswith(nxt + "."):
                continue  # a package and its own modules
            assert state.get(nxt) != 1, "import cycle: " + " -> ".join([*stack, node, nxt])
            if nxt not in state:
                visit(nxt, [*stack, node])
        state[node] = 2

    for name in sorted(g):
        if name not in state:
            visit(name, [])


def test_layers_model_run_report_sources():
    for name, deps in graph().items():
        layer = name.split(".")[1] if name.count(".") >= 1 else None
        if layer not in LAYERS:
            continue
        for dep in deps:
            dep_layer = dep.split(".")[1] if dep.count(".") >= 1 else None
            if dep_layer in LAYERS:
                assert dep_layer in LAYERS[layer], f"{name} ({layer}) imports {dep} ({dep_layer})"


def test_no_module_over_600_lines():
    long = {
        str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py") if (n := len(p.read_text().splitlines())) > 600
    }
    assert not long


def test_one_outcome_vocabulary():
    """Only model/outcome.py spells out sets of outcomes; the templates get them from it."""
    spelled = re.compile(
        r"""["'](?:FAIL|XPASS|CRASH|TIMEOUT|MISSING|XFAIL|FLAKY)["']\s*,\s*["'](?:FAIL|XPASS|CRASH|TIMEOUT|MISSING|XFAIL|FLAKY|PASS)["']"""
    )
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in [*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.html")]
        if p.name != "outcome.py" and spelled.search(p.read_text())
    ]
    assert not offenders


def test_the_cudasem_command_lists_every_subcommand_and_each_has_a_main():
    import importlib

    from cudasem import cli

    for name, (module, _) in cli.COMMANDS.items():
        if module:
            assert callable(importlib.import_module(module).main), name
