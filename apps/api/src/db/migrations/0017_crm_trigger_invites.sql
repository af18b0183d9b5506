CREATE TABLE "crm_trigger_invites" (
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_trigger_invites_campaign_id_email_pk" PRIMARY KEY("campaign_id","email")
);
--> statement-breakpoint
ALTER TABLE "crm_trigger_invites" ADD CONSTRAINT "crm_trigger_invites_campaign_id_gb_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."gb_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_trigger_invites" ADD CONSTRAINT "crm_trigger_invites_registration_id_gb_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gb_registrations"("id") ON DELETE cascade ON UPDATE no action;