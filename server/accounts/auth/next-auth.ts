import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { authSecret } from "@/server/accounts/auth/auth-secret";
import { attemptSignIn } from "@/server/accounts/auth/attempt-sign-in";
import { clientIp } from "@/server/platform/request/client-ip";
import { log } from "@/server/platform/log";
import { anonymousCtx } from "@/server/platform/context";
import { endSession } from "./dashboard-sessions";

/** Too many failures for this account or address: the form says "try again later" (docs/api/authentication.md). */
export class ThrottledSignIn extends CredentialsSignin {
  code = "throttled";
}

/** Right password, and the account has TOTP: the form asks for the code (docs/api/authentication.md). */
export class CodeRequired extends CredentialsSignin {
  code = "code_required";
}

/** Wrong or reused TOTP or recovery code; counted as a failure like a wrong password. */
export class InvalidCode extends CredentialsSignin {
  code = "invalid_code";
}

const credentials = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(200),
  code: z.string().trim().max(20).optional(),
});

// The config is built lazily: reading the secret touches DATA_DIR, which must not happen at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, code: {} },
      async authorize(raw, request) {
        const parsed = credentials.safeParse(raw);
        if (!parsed.success) return null;
        // Throttled per account and per address (server/accounts/auth/sign-in-throttle.ts); logs hash the e-mail.
        const { code, ...rest } = parsed.data;
        const outcome = await attemptSignIn({ ...rest, code: code || undefined, ip: clientIp(request) });
        if (outcome.ok) return outcome.user;
        if (outcome.reason === "throttled") throw new ThrottledSignIn();
        if (outcome.reason === "code_required") throw new CodeRequired();
        if (outcome.reason === "invalid_code") throw new InvalidCode();
        return null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.role = user.role;
        token.merchantId = user.merchantId;
        token.locale = user.locale;
        // Revocation compares this with users.sessions_valid_after (server/accounts/auth/session-status.ts).
        token.signedInAt = Date.now();
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role ?? "merchant";
      session.user.merchantId = token.merchantId;
      session.user.locale = token.locale;
      session.user.signedInAt = token.signedInAt;
      return session;
    },
  },
  events: {
    // Auth.js's own sign-out (POST /api/auth/signout) ends the session on the server too, not only the cookie:
    // a copy of the cookie must stop working whichever way the user signed out (docs/api/authentication.md).
    async signOut(message) {
      const token = "token" in message ? message.token : null;
      if (token?.sub && typeof token.signedInAt === "number")
        await endSession(anonymousCtx(), { userId: token.sub, signedInAt: token.signedInAt });
    },
  },
  // A wrong password is an expected event, not a stack trace.
  logger: {
    error(error: Error) {
      if (error instanceof CredentialsSignin || error.name === "CredentialsSignin") return;
      log.error("auth error", { error: error.message, name: error.name });
    },
    warn(code: string) {
      log.warn("auth warning", { code });
    },
    debug() {},
  },
}));
