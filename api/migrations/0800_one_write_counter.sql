-- Leads are counted in rate_limits with every other anonymous write: one counter table for all rules.
DROP TABLE IF EXISTS anonymous_write_counts;
