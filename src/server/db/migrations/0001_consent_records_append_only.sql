-- Consent records are evidence: once written they are never changed or removed, whatever the code does.
CREATE OR REPLACE FUNCTION consent_records_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'consent_records is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consent_records_no_update_or_delete
  BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_refuse_change();
