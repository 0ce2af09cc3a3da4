import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { authSecret } from "@/server/auth/auth-secret";
import { verifyCredentials } from "@/server/auth/verify-credentials";
import { log } from "@/server/log";

const credentials = z.object({ email: z.string().trim().email().max(254), password: z.string().min(1).max(200) });

// The config is built lazily: reading the secret touches DATA_DIR, which must not happen at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw) {
        const parsed = credentials.safeParse(raw);
        if (!parsed.success) return null;
        const user = await verifyCredentials(parsed.data.email, parsed.data.password);
        if (!user) log.info("sign-in refused", { email: parsed.data.email });
        return user;
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
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role ?? "merchant";
      session.user.merchantId = token.merchantId;
      session.user.locale = token.locale;
      return session;
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
