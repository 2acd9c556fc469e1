CREATE TABLE "accountant_layouts" (
	"user_id" text NOT NULL,
	"header_key" text NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountant_layouts_user_id_header_key_pk" PRIMARY KEY("user_id","header_key")
);
--> statement-breakpoint
DROP INDEX "accountant_transactions_same_idx";--> statement-breakpoint
ALTER TABLE "accountant_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "accountant_layouts" ADD CONSTRAINT "accountant_layouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountant_transactions_alike_idx" ON "accountant_transactions" USING btree ("user_id","date","amount_cents","description");