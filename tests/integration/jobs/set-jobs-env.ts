// Imported first: lib/server/env.ts reads process.env once. The admin suites' settings, and a pg-boss schema of this
// suite's own: other suites enqueue receipts into the default one at the same time (tests/integration/orders), and
// this suite counts jobs and drops its schema at the end.
import "../admin/set-env";

process.env.JOBS_SCHEMA = "pgboss_jobs_suite";
