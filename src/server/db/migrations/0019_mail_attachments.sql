-- Booking e-mails (issue 23 item 1; decision 080): the files sent with a message (the calendar
-- invitation), kept on its outbox row so that a retry sends them again. Null for messages without any.
-- Row-level security is unchanged: the column lives on a row that already carries organization_id.
ALTER TABLE "outgoing_emails" ADD COLUMN "attachments" jsonb;