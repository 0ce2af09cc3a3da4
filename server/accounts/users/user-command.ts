import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { ValidationError } from "@/server/platform/errors";
import { resetUserTwoFactor, revokeUserSessions, setUserStatus, userIdByEmail } from "./admin-user-verbs";

export const userCommand: CliCommand = {
  name: "user",
  usage: "user --email E (--revoke-sessions | --status active|disabled | --reset-two-factor)",
  description:
    "Revokes a dashboard user's sessions, disables or re-enables it, or removes its authenticator (lost device).",
  run: async (args, ctx) => {
    if (typeof args.email !== "string") throw new ValidationError("--email E is required.", "email");
    const id = await userIdByEmail(ctx, args.email);
    if (args["revoke-sessions"] === true) return revokeUserSessions({ ctx, id });
    if (args["reset-two-factor"] === true) return resetUserTwoFactor({ ctx, id });
    if (args.status === "active" || args.status === "disabled") return setUserStatus({ ctx, id, status: args.status });
    throw new ValidationError(
      "Say what to do: --revoke-sessions, --status active|disabled or --reset-two-factor.",
      "status",
    );
  },
};
