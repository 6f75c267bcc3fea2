FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY render ./render
RUN pip install . && useradd --create-home --uid 10001 spieltisch && mkdir /data && chown spieltisch /data
USER spieltisch
WORKDIR /data
# SQLite lands in /data unless DATABASE_URL points elsewhere (docker-compose uses PostgreSQL).
CMD ["python", "-m", "bot"]
