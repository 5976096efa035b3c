-- Hourly clean-up split by owner (jobs.cleanup, auth.throttle-cleanup): queued runs of the old kind are never claimed.
DELETE FROM "jobs" WHERE "kind" = 'maintenance.cleanup' AND "status" = 'queued';
