-- hand-written: invoices stay immutable, but the retention job may delete one whose
-- period has run out: 8 years after the end of its issue year (§ 147 (3, 4) AO,
-- § 257 (4, 5) HGB, § 14b (1) UStG as shortened by the Fourth Bureaucracy Relief Act;
-- docs/product.md, "Data protection"). The job says so with a setting local to its
-- transaction (SET LOCAL apostaff.retention = 'on'); the trigger checks the period by the
-- database's own clock, in the agency's time zone, so no caller can delete a younger one.
CREATE OR REPLACE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('apostaff.retention', true) = 'on'
     AND OLD."issue_date" < make_date(extract(year from (now() AT TIME ZONE 'Europe/Berlin'))::int - 8, 1, 1) THEN
    RETURN OLD;
  END IF;
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'invoices are immutable: they cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  IF (NEW."id", NEW."number", NEW."kind", NEW."cancels_invoice_id", NEW."issue_date", NEW."due_date",
      NEW."service_start", NEW."service_end", NEW."buyer_id", NEW."buyer", NEW."seller", NEW."lines",
      NEW."net_cents", NEW."vat_cents", NEW."gross_cents", NEW."order_id", NEW."placement_id",
      NEW."note", NEW."issued_by", NEW."pdf", NEW."created_at")
     IS DISTINCT FROM
     (OLD."id", OLD."number", OLD."kind", OLD."cancels_invoice_id", OLD."issue_date", OLD."due_date",
      OLD."service_start", OLD."service_end", OLD."buyer_id", OLD."buyer", OLD."seller", OLD."lines",
      OLD."net_cents", OLD."vat_cents", OLD."gross_cents", OLD."order_id", OLD."placement_id",
      OLD."note", OLD."issued_by", OLD."pdf", OLD."created_at") THEN
    RAISE EXCEPTION 'invoices are immutable: only payment fields of % may change', OLD."number" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
