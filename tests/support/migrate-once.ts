// One process opening and migrating a database (SQLite file or postgres:// URL), as an instance
// does at start; prints the migrations it found pending. Used by db/portable-migrations.test.ts.
import { createDatabase, createPostgresDatabase, migrationState, openDatabase, openPostgres } from "#db/index.ts";

const target = process.argv[2]!;
const pgUrl = /^postgres/.test(target);
const probe = pgUrl ? openPostgres(target, 1).db : openDatabase(target).db;
await probe.destroy();
const opened = pgUrl ? await createPostgresDatabase(target, 2) : await createDatabase(target);
const state = await migrationState(opened.db);
process.stdout.write(`${state.pending.length}\n`);
await opened.db.destroy();
