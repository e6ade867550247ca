-- Rate-limit counters are short-lived and may be lost in a crash: unlogged, their increments skip the
-- WAL and its flush, which halved lead-capture throughput when every public save paid one more commit.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
