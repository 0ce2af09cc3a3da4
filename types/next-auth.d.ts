import type { DefaultSession } from "next-auth";

// The session carries who the user is and which merchant they belong to (server/accounts/auth/session-actor.ts).
declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      role: "merchant" | "admin";
      merchantId?: string;
      locale?: string;
      /** When this session signed in (ms): compared with `users.sessions_valid_after`. */
      signedInAt?: number;
    } & DefaultSession["user"];
  }
  interface User {
    role?: "merchant" | "admin";
    merchantId?: string;
    locale?: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    role?: "merchant" | "admin";
    merchantId?: string;
    locale?: string;
    /** When the user signed in (ms); not `iat`, which is renewed whenever the cookie is. */
    signedInAt?: number;
  }
}
