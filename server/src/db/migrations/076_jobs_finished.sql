-- Finished jobs are deleted after a while (jobs/jobs-purge.ts): every send leaves a few behind. This
-- finds the old ones without reading the whole table.
CREATE INDEX jobs_finished ON jobs ((coalesce(done_at, failed_at))) WHERE done_at IS NOT NULL OR failed_at IS NOT NULL;
