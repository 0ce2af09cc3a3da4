import * as item from "@/app/v1/recipients/[type]/route";
import { call } from "@/tests/support/http";

export const bankAccount = {
  bank_code: "341",
  branch: "0001",
  account_number: "12345678",
  account_check_digit: "9",
  account_type: "checking",
  holder_name: "Maria da Silva",
  holder_document: "529.982.247-25",
};

export function put(m: { auth: string }, type: string, body: unknown, query = "") {
  return call(item.PUT, "PUT", `/v1/recipients/${type}${query}`, { auth: m.auth, params: { type }, body });
}

export function get(m: { auth: string }, type: string, query = "") {
  return call(item.GET, "GET", `/v1/recipients/${type}${query}`, { auth: m.auth, params: { type } });
}
