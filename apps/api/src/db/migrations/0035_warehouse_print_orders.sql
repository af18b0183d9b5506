CREATE TABLE "warehouse_order_status_counts" (
	"team_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouse_order_status_counts_team_id_status_pk" PRIMARY KEY("team_id","status")
);
--> statement-breakpoint
CREATE TABLE "warehouse_order_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"warehouse_id" text NOT NULL,
	"original_id" text,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"destination" jsonb NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"send_date" timestamp with time zone,
	"expected_delivery" timestamp with time zone,
	"carrier" text,
	"carrier_method" text,
	"carrier_url" text,
	"transaction_id" text,
	"handling_fee" integer DEFAULT 0 NOT NULL,
	"freight_fee" integer DEFAULT 0 NOT NULL,
	"ioss_vat_fee" integer DEFAULT 0 NOT NULL,
	"registration_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (left(translate(lower(customer_name || ' ' || customer_email || ' ' || warehouse_id || ' ' || coalesce(original_id, '')), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠƢƤƦƧƩƬƮƯƱƲƳƵƷƸƼǄǅǇǈǊǋǍǏǑǓǕǗǙǛǞǠǢǤǦǨǪǬǮǱǲǴǶǷǸǺǼǾȀȂȄȆȈȊȌȎȐȒȔȖȘȚȜȞȠȢȤȦȨȪȬȮȰȲȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲͶͿΆΈΉΊΌΎΏΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫϏϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯѠѢѤѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӃӅӇӉӋӍӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵơƣƥʀƨʃƭʈưʊʋƴƶʒƹƽǆǆǉǉǌǌǎǐǒǔǖǘǚǜǟǡǣǥǧǩǫǭǯǳǳǵƕƿǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȝȟƞȣȥȧȩȫȭȯȱȳⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳͷϳάέήίόύώαβγδεζηθικλμνξοπρστυφχψωϊϋϗϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюяѡѣѥѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏӂӄӆӈӊӌӎӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯ'), 400)) STORED
);
--> statement-breakpoint
CREATE TABLE "warehouse_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"warehouse_id" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"image_url" text,
	"status" text NOT NULL,
	"stock_level" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"search_text" text GENERATED ALWAYS AS (left(translate(lower(name || ' ' || sku || ' ' || warehouse_id), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠƢƤƦƧƩƬƮƯƱƲƳƵƷƸƼǄǅǇǈǊǋǍǏǑǓǕǗǙǛǞǠǢǤǦǨǪǬǮǱǲǴǶǷǸǺǼǾȀȂȄȆȈȊȌȎȐȒȔȖȘȚȜȞȠȢȤȦȨȪȬȮȰȲȺȻȽȾɁɃɄɅɆɈɊɌɎͰͲͶͿΆΈΉΊΌΎΏΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫϏϘϚϜϞϠϢϤϦϨϪϬϮϴϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯѠѢѤѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӃӅӇӉӋӍӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵơƣƥʀƨʃƭʈưʊʋƴƶʒƹƽǆǆǉǉǌǌǎǐǒǔǖǘǚǜǟǡǣǥǧǩǫǭǯǳǳǵƕƿǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȝȟƞȣȥȧȩȫȭȯȱȳⱥȼƚⱦɂƀʉʌɇɉɋɍɏͱͳͷϳάέήίόύώαβγδεζηθικλμνξοπρστυφχψωϊϋϗϙϛϝϟϡϣϥϧϩϫϭϯθϸϲϻͻͼͽѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюяѡѣѥѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏӂӄӆӈӊӌӎӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯ'), 300)) STORED
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_items" (
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "warehouse_request_items_request_id_item_id_pk" PRIMARY KEY("request_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oms_customer_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"quote" jsonb NOT NULL,
	"replied_by" text,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oms_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"storage_key" text NOT NULL,
	"extension" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oms_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"created_by" integer,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"order_name" text,
	"order_id" text,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"enquiry_source" text,
	"enquiry_message" text DEFAULT '' NOT NULL,
	"original_job_id" integer,
	"steps_finished" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"planned_finish" timestamp with time zone,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_order_updates" ADD CONSTRAINT "warehouse_order_updates_order_id_warehouse_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."warehouse_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_orders" ADD CONSTRAINT "warehouse_orders_registration_id_gb_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gb_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_items" ADD CONSTRAINT "warehouse_request_items_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_requests" ADD CONSTRAINT "warehouse_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_requests" ADD CONSTRAINT "warehouse_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oms_customer_packs" ADD CONSTRAINT "oms_customer_packs_job_id_oms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."oms_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oms_files" ADD CONSTRAINT "oms_files_job_id_oms_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."oms_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oms_jobs" ADD CONSTRAINT "oms_jobs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oms_jobs" ADD CONSTRAINT "oms_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_order_updates_order_idx" ON "warehouse_order_updates" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_orders_team_original_uq" ON "warehouse_orders" USING btree ("team_id","original_id") WHERE "warehouse_orders"."original_id" is not null;--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_id_idx" ON "warehouse_orders" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_status_id_idx" ON "warehouse_orders" USING btree ("team_id","status","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_date_idx" ON "warehouse_orders" USING btree ("team_id","order_date","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_status_date_idx" ON "warehouse_orders" USING btree ("team_id","status","order_date","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_name_idx" ON "warehouse_orders" USING btree ("team_id","customer_name","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_team_status_name_idx" ON "warehouse_orders" USING btree ("team_id","status","customer_name","id");--> statement-breakpoint
CREATE INDEX "warehouse_orders_search_trgm_idx" ON "warehouse_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_orders_registration_idx" ON "warehouse_orders" USING btree ("registration_id") WHERE "warehouse_orders"."registration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_products_team_wid_uq" ON "warehouse_products" USING btree ("team_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_products_team_status_idx" ON "warehouse_products" USING btree ("team_id","status","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_products_team_name_idx" ON "warehouse_products" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "warehouse_products_team_stock_idx" ON "warehouse_products" USING btree ("team_id","stock_level","id");--> statement-breakpoint
CREATE INDEX "warehouse_products_search_trgm_idx" ON "warehouse_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_request_items_item_idx" ON "warehouse_request_items" USING btree ("type","item_id","request_id");--> statement-breakpoint
CREATE INDEX "warehouse_requests_team_idx" ON "warehouse_requests" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "oms_customer_packs_key_uq" ON "oms_customer_packs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "oms_customer_packs_job_idx" ON "oms_customer_packs" USING btree ("job_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "oms_files_public_key_uq" ON "oms_files" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "oms_files_job_idx" ON "oms_files" USING btree ("job_id","kind","id");--> statement-breakpoint
CREATE INDEX "oms_jobs_team_state_idx" ON "oms_jobs" USING btree ("team_id","state","id");--> statement-breakpoint
CREATE INDEX "oms_jobs_team_state_status_idx" ON "oms_jobs" USING btree ("team_id","state","status","id");--> statement-breakpoint
CREATE INDEX "oms_jobs_team_state_source_idx" ON "oms_jobs" USING btree ("team_id","state","enquiry_source","id");--> statement-breakpoint
CREATE INDEX "oms_jobs_status_idx" ON "oms_jobs" USING btree ("state","status","id");