FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY render ./render
COPY wording ./wording
RUN pip install . && useradd --create-home --uid 10001 spieltisch && mkdir /data && chown spieltisch /data
USER spieltisch
WORKDIR /data
# SQLite lands in /data unless DATABASE_URL points elsewhere (docker-compose uses PostgreSQL).
# The bot rewrites its heartbeat file every 10 s while connected; the check fails when it is stale.
ENV HEALTH_FILE=/tmp/spieltisch.health
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot", "health"]
# `docker stop` sends SIGTERM to the bot (PID 1 here): it refuses new clicks, finishes the moves in
# flight (8 s at most), ends its search workers and exits 0, well within the grace period.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
