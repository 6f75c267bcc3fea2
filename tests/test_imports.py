"""The import graph of the bot's own packages: no cycle anywhere, and every arrow points down the layers.

The graph is read from the source with `ast`: every import statement counts, also those inside
functions and under `if TYPE_CHECKING:` (a lazy import hides a cycle, it does not remove it).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs", "render", "wording")

# Lowest first: a module may import from its own layer or a lower one, never from a higher one.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engines", ("bot", "bot.games", "bot.i18n", "bot.clock", "bot.config", "bot.owner", "bot.refusal")),
    ("computer players", ("bot.ai",)),
    ("service", ("bot.tables", "bot.store")),
    ("wording and images", ("wording", "render")),
    ("Discord layer", ("cogs", "bot.command_sync", "bot.metrics", "bot.ratelimit")),
    ("app", ("bot.app", "bot.kits", "bot.__main__", "bot.backup", "bot.startup", "bot.privacy_cli")),
)
# Where a cycle is reported: the areas each own a part of the tree.
AREAS = ("bot.games", "bot.ai", "bot.tables", "bot.store", "render", "wording", "cogs", "bot")


def modules() -> dict[str, Path]:
    """Every module of the packages by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _known(name: str, known: dict[str, Path]) -> str | None:
    """The module of ours that a dotted name lies in (`bot.games.base.Game` → `bot.games.base`)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imported(module: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The modules of ours that `module` imports anywhere in its source."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            # `from cogs import present` imports the module `cogs.present`; `from cogs.kit import GameKit` the module `cogs.kit`.
            names = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            target = _known(name, known)
            if target is not None and target != module:
                yield target


def graph() -> dict[str, set[str]]:
    """Module → the modules of ours it imports."""
    known = modules()
    return {module: set(imported(module, path, known)) for module, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def layer_of(module: str) -> int:
    """The layer a module belongs to (the longest prefix in `LAYERS` that names it)."""
    best: tuple[int, int] | None = None
    for number, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            matches = module == prefix or (prefix != "bot" and module.startswith(prefix + "."))
            if matches and (best is None or len(prefix) > best[1]):
                best = (number, len(prefix))
    assert best is not None, f"{module} belongs to no layer: add it to LAYERS"
    return best[0]


def area_of(module: str) -> str:
    """The area a module belongs to (the first of `AREAS` it lies in)."""
    return next(area for area in AREAS if module == area or module.startswith(area + "."))


EDGES = graph()


def test_the_graph_sees_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.app import Spieltisch\ndef f():\n    from cogs import kit\n"
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    assert set(imported("probe", path, {**modules(), "probe": path})) == {"bot.app", "cogs.kit"}


def test_every_module_has_a_layer() -> None:
    for module in EDGES:
        layer_of(module)


@pytest.mark.parametrize("area", AREAS)
def test_no_import_cycle(area: str) -> None:
    mine = [component for component in cycles(EDGES) if any(area_of(m) == area for m in component)]
    assert not mine, f"import cycles in {area}: {mine}"


@pytest.mark.parametrize("area", AREAS)
def test_imports_point_down_the_layers(area: str) -> None:
    upward = [
        f"{module} ({LAYERS[layer_of(module)][0]}) imports {target} ({LAYERS[layer_of(target)][0]})"
        for module, targets in sorted(EDGES.items())
        if area_of(module) == area
        for target in sorted(targets)
        if layer_of(target) > layer_of(module)
    ]
    assert not upward, "imports pointing up:\n" + "\n".join(upward)


@pytest.mark.parametrize("folder", ["bench", "testkit"])
def test_benchmarks_and_the_test_kit_import_no_test_module(folder: str) -> None:
    found: list[str] = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.relative_to(ROOT)}: {name}" for name in names if name == "tests" or name.startswith("tests.")]
    assert found == []
