-- Member invitations get their own name (campaign invitations are coming); renamed in place with their
-- constraints, indexes and id sequence, so open invitations keep working.
ALTER TABLE "invitations" RENAME TO "member_invitations";--> statement-breakpoint
-- Every constraint by its old prefix: primary and foreign keys, and on PostgreSQL 18 the named NOT NULLs too.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'member_invitations'::regclass AND conname LIKE 'invitations\_%' LOOP
    EXECUTE format('ALTER TABLE "member_invitations" RENAME CONSTRAINT %I TO %I', c.conname, 'member_' || c.conname);
  END LOOP;
END $$;--> statement-breakpoint
ALTER INDEX "invitations_token_uq" RENAME TO "member_invitations_token_uq";--> statement-breakpoint
ALTER INDEX "invitations_team_user_idx" RENAME TO "member_invitations_team_user_idx";--> statement-breakpoint
ALTER SEQUENCE "invitations_id_seq" RENAME TO "member_invitations_id_seq";--> statement-breakpoint
-- Team features are data on the team; the team that had beta fulfilment by its slug keeps it.
ALTER TABLE "teams" ADD COLUMN "features" jsonb DEFAULT '{"fulfilment":false,"surveys":true}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "teams" SET "features" = '{"fulfilment":true,"surveys":true}'::jsonb WHERE "slug" = 'acme';
