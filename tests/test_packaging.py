"""The packages the install takes are the ones the Docker image copies."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_docker_image_copies_every_installed_package() -> None:
    include = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]["include"]
    packages = {pattern.rstrip("*") for pattern in include}
    copied = set(re.findall(r"^COPY (\w+) \./\1$", (ROOT / "Dockerfile").read_text(), flags=re.MULTILINE))
    assert packages == {"bot", "cogs", "render", "wording"}
    assert packages <= copied, f"the Dockerfile does not copy {sorted(packages - copied)}"
