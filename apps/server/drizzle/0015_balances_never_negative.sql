ALTER TABLE "users" ADD CONSTRAINT "users_points_not_negative" CHECK ("users"."points" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_diamond_not_negative" CHECK ("users"."diamond" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_votes_not_negative" CHECK ("users"."votes" >= 0);--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_cost_not_negative" CHECK ("shop_items"."cost" >= 0);