CREATE TABLE "accountant_budgets" (
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"monthly" numeric(14, 2) NOT NULL,
	CONSTRAINT "accountant_budgets_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "accountant_rules" (
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"contains" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "accountant_rules_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "accountant_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"mapping" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountant_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accountant_budgets" ADD CONSTRAINT "accountant_budgets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_rules" ADD CONSTRAINT "accountant_rules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_settings" ADD CONSTRAINT "accountant_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_transactions" ADD CONSTRAINT "accountant_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accountant_transactions_same_idx" ON "accountant_transactions" USING btree ("user_id","date","amount_cents","description");