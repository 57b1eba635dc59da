-- Notifications written before phone alerts existed are not pending: nobody had a phone to tell,
-- and the push job must not start by telling old news.
UPDATE notifications SET pushed_at = latest_at WHERE pushed_at IS NULL;
