CREATE TABLE "tool_document_reminders" (
	"document_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_document_reminders_document_id_key_pk" PRIMARY KEY("document_id","key")
);
--> statement-breakpoint
ALTER TABLE "tool_document_reminders" ADD CONSTRAINT "tool_document_reminders_document_id_tool_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tool_documents"("id") ON DELETE cascade ON UPDATE no action;