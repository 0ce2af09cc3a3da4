CREATE TABLE "sandbox_pix_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"loc_id" serial NOT NULL,
	"revisao" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"chave" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expiracao" integer NOT NULL,
	"criacao" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sandbox_pix_charges_loc_id_unique" UNIQUE("loc_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_payments" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"txid" text,
	"chave" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"info_pagador" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_refunds" (
	"end_to_end_id" text NOT NULL,
	"id" text NOT NULL,
	"rtr_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"natureza" text NOT NULL,
	"descricao" text,
	"status" text NOT NULL,
	"motivo" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_pix_refunds_end_to_end_id_id_pk" PRIMARY KEY("end_to_end_id","id"),
	CONSTRAINT "sandbox_pix_refunds_rtr_id_unique" UNIQUE("rtr_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pix_webhooks" (
	"chave" text PRIMARY KEY NOT NULL,
	"webhook_url" text NOT NULL,
	"criacao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_pix_payments_txid_idx" ON "sandbox_pix_payments" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "sandbox_pix_payments_horario_idx" ON "sandbox_pix_payments" USING btree ("horario");--> statement-breakpoint
CREATE INDEX "sandbox_pix_refunds_status_idx" ON "sandbox_pix_refunds" USING btree ("status");