CREATE TABLE "gb_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"reward_type" text NOT NULL,
	"privacy" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"page_text" text DEFAULT '' NOT NULL,
	"disabled_domains" text DEFAULT '' NOT NULL,
	"hero_path" text,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"page_restricted" boolean DEFAULT false NOT NULL,
	"opportunity_value" integer DEFAULT 0 NOT NULL,
	"demo_value" integer DEFAULT 0 NOT NULL,
	"deal_value" integer DEFAULT 0 NOT NULL,
	"req_content" text DEFAULT '' NOT NULL,
	"notecard_text" text DEFAULT '' NOT NULL,
	"notecard_enabled" boolean DEFAULT false NOT NULL,
	"integrations" jsonb DEFAULT '{"crm_webhook":false,"multilink":false}'::jsonb NOT NULL,
	"reviews" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text GENERATED ALWAYS AS (left(translate(lower(name), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠƢƤƦƧƩƬƮƯƱƲƳƵƷƸƼǄǅǇǈǊǋǍǏǑǓǕǗǙǛǞǠǢǤǦǨǪǬǮǱǲǴǶǷǸǺǼǾȀȂȄȆȈȊȌȎȐȒȔȖȘȚȜȞȠȢȤȦȨȪȬȮȰȲȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲͶͿΆΈΉΊΌΎΏΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫϏϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯѠѢѤѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӃӅӇӉӋӍӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵơƣƥʀƨʃƭʈưʊʋƴƶʒƹƽǆǆǉǉǌǌǎǐǒǔǖǘǚǜǟǡǣǥǧǩǫǭǯǳǳǵƕƿǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȝȟƞȣȥȧȩȫȭȯȱȳⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳͷϳάέήίόύώαβγδεζηθικλμνξοπρστυφχψωϊϋϗϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюяѡѣѥѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏӂӄӆӈӊӌӎӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯ'), 200)) STORED
);
--> statement-breakpoint
CREATE TABLE "gb_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"available" integer,
	"price_ev" integer DEFAULT 0 NOT NULL,
	"price_iv" integer DEFAULT 0 NOT NULL,
	"shipping_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pp_ev_cost" integer DEFAULT 0 NOT NULL,
	"pp_iv_cost" integer DEFAULT 0 NOT NULL,
	"voucher_value" integer,
	"voucher_brand" text,
	"voucher_lower" integer,
	"voucher_upper" integer,
	"voucher_limit" integer,
	"notecard_format" text DEFAULT 'landscape' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gb_campaigns" ADD CONSTRAINT "gb_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_options" ADD CONSTRAINT "gb_options_campaign_id_gb_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."gb_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_options" ADD CONSTRAINT "gb_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gb_campaigns_team_slug_uq" ON "gb_campaigns" USING btree ("team_id","slug");--> statement-breakpoint
CREATE INDEX "gb_campaigns_team_id_idx" ON "gb_campaigns" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "gb_campaigns_team_name_idx" ON "gb_campaigns" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "gb_campaigns_team_status_idx" ON "gb_campaigns" USING btree ("team_id","status","id");--> statement-breakpoint
CREATE INDEX "gb_campaigns_team_type_idx" ON "gb_campaigns" USING btree ("team_id","type","id");--> statement-breakpoint
CREATE INDEX "gb_campaigns_team_created_idx" ON "gb_campaigns" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gb_campaigns_search_trgm_idx" ON "gb_campaigns" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gb_campaigns_status_idx" ON "gb_campaigns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gb_options_campaign_idx" ON "gb_options" USING btree ("campaign_id","position","id");--> statement-breakpoint
CREATE INDEX "gb_registrations_campaign_idx" ON "gb_registrations" USING btree ("campaign_id","id") WHERE "gb_registrations"."campaign_id" is not null;