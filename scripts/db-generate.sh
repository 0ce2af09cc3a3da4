#!/usr/bin/env bash
# Regenerates the migrations from db/schema. Until the first release the schema is one
# migration, regenerated whole, so that parallel work never produces clashing numbered files.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>.db-generate.lock
flock 9
npx drizzle-kit generate --name "${1:-schema}"
