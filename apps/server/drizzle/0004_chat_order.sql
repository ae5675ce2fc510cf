DROP INDEX "chat_messages_session_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_session_seq_idx" ON "chat_messages" USING btree ("session_id","seq");