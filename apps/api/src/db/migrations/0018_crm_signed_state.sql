ALTER TABLE "crm_connections" DROP CONSTRAINT "crm_connections_state_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_connections" DROP COLUMN "state_user_id";--> statement-breakpoint
ALTER TABLE "crm_connections" DROP COLUMN "state_created_at";