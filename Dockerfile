# The base image is pinned to a Python release and a Debian release, so two builds of one commit get
# the same interpreter; docs/operations.md says how to pin it by digest as well.
FROM python:3.11.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
# The locked dependencies first (their own layer, rebuilt only when the lock changes), every file
# checked against its hash; then the bot itself, without resolving anything again.
COPY requirements.lock ./
RUN pip install --require-hashes --no-deps -r requirements.lock
COPY pyproject.toml README.md LICENSE ./
COPY bot ./bot
COPY cogs ./cogs
COPY render ./render
COPY wording ./wording
RUN pip install --no-deps . && useradd --create-home --uid 10001 spieltisch && mkdir /data && chown spieltisch /data
USER spieltisch
WORKDIR /data
# SQLite lands in /data unless DATABASE_URL points elsewhere (docker-compose uses PostgreSQL); keep
# it on a volume, and back it up with `python -m bot backup /data/backup.db`.
VOLUME /data
# The bot rewrites its heartbeat file every 10 s while connected; the check fails when it is stale.
ENV HEALTH_FILE=/tmp/spieltisch.health
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot", "health"]
# `docker stop` sends SIGTERM to the bot (PID 1 here): it refuses new clicks, finishes the moves in
# flight (8 s at most), ends its search workers and exits 0, well within the grace period.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
