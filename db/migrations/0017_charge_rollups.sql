CREATE TABLE "charge_daily_rollups" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"captured_amount" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	"captured_count" bigint NOT NULL,
	"authorized_count" bigint NOT NULL,
	CONSTRAINT "charge_daily_rollups_merchant_id_day_status_payment_method_currency_pk" PRIMARY KEY("merchant_id","day","status","payment_method","currency")
);
--> statement-breakpoint
CREATE TABLE "charge_revenue_daily" (
	"merchant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"currency" text NOT NULL,
	"captured_amount" bigint NOT NULL,
	"captured_count" bigint NOT NULL,
	"refunded_amount" bigint NOT NULL,
	CONSTRAINT "charge_revenue_daily_merchant_id_day_payment_method_currency_pk" PRIMARY KEY("merchant_id","day","payment_method","currency")
);
