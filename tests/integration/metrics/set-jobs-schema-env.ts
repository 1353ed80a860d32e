// Imported first, beside set-metrics-token-env.ts: a pg-boss schema of this suite's own, so the jobs gauge it checks
// counts only its jobs, never the receipts other suites enqueue into the default schema at the same time.
process.env.JOBS_SCHEMA = "pgboss_metrics_suite";
