CREATE TABLE "pulse_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"enps" integer NOT NULL,
	"agreements" jsonb NOT NULL,
	CONSTRAINT "pulse_answers_enps_check" CHECK ("pulse_answers"."enps" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "pulse_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pulse_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pulse_surveys_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "pulse_answers" ADD CONSTRAINT "pulse_answers_round_id_pulse_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."pulse_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_rounds" ADD CONSTRAINT "pulse_rounds_survey_id_pulse_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."pulse_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pulse_surveys" ADD CONSTRAINT "pulse_surveys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pulse_answers_round_idx" ON "pulse_answers" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pulse_rounds_number_idx" ON "pulse_rounds" USING btree ("survey_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pulse_rounds_open_idx" ON "pulse_rounds" USING btree ("survey_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "pulse_surveys_user_idx" ON "pulse_surveys" USING btree ("user_id","created_at");