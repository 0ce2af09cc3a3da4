import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  entrySchema,
  listEntriesQuery,
  listWalletsQuery,
  statementQuery,
  statementSchema,
  walletDetailSchema,
  walletSchema,
} from "./schemas";

const tag: ApiTag = {
  name: "Wallets",
  description:
    "Balances kept by a double-entry ledger: a wallet's balance is the sum of its entries, never a number stored on its own.",
};

export const walletTags: ApiTag[] = [tag];

const notFound = { "404": "No such wallet (or another merchant's)." };

export const walletPaths: ZodOpenApiPathsObject = {
  "/v1/wallets": {
    get: operation({
      tag,
      operationId: "listWallets",
      summary: "List wallets",
      description:
        "A wallet per owner (`merchant` or `platform`), type (`main`: available funds; `reserve`: held funds) and currency, made on first use. " +
        "A merchant sees only its own; an admin sees all, the platform's fee wallet included, and may filter by owner. " +
        "A merchant filtering by another owner gets 403 `cross_merchant_filter`.",
      query: listWalletsQuery,
      response: walletSchema,
      list: true,
    }),
  },
  "/v1/wallets/{id}": {
    get: operation({
      tag,
      operationId: "getWallet",
      summary: "Get a wallet",
      description: "Balance, held amount, pending receivables and the last movement.",
      path: idPath,
      response: walletDetailSchema,
      errors: notFound,
    }),
  },
  "/v1/wallets/{id}/statement": {
    get: operation({
      tag,
      operationId: "getWalletStatement",
      summary: "Wallet statement",
      description:
        "Opening balance, the period's entries, closing balance (= opening + entries) and a summary by entry type. Dates are local days in the merchant's time zone (America/Sao_Paulo, named in `time_zone`): a movement at 22:30 Brasília time is on that day.",
      path: idPath,
      query: statementQuery,
      response: statementSchema,
      errors: notFound,
    }),
  },
  "/v1/wallets/{id}/entries": {
    get: operation({
      tag,
      operationId: "listWalletEntries",
      summary: "List wallet entries",
      description: "Ledger entries of the wallet, newest first.",
      path: idPath,
      query: listEntriesQuery,
      response: entrySchema,
      list: true,
      errors: notFound,
    }),
  },
};
