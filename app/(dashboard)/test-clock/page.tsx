import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { ChooseMerchant, TestClockScreen } from "@/components/test-clock/test-clock-screen";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { getTestClock } from "@/server/money/test-clocks/get-test-clock";
import { isSandboxDeployment } from "@/server/money/test-clocks/sandbox-only";
import { merchantInScope } from "@/server/platform/tenancy";

export async function generateMetadata() {
  return { title: (await getTranslations("testClock"))("title") };
}

export default async function TestClockPage() {
  // A live deployment's merchants have no clock: the page does not exist there (docs/api/test-clocks.md).
  if (!isSandboxDeployment()) notFound();
  const ctx = await requirePageCtx();
  const merchantId = merchantInScope(ctx);
  if (!merchantId)
    return (
      <ClientMessages namespaces={["codes", "common", "testClock"]}>
        <ChooseMerchant />
      </ClientMessages>
    );
  const clock = await getTestClock({ ctx, id: merchantId });
  return (
    <ClientMessages namespaces={["codes", "common", "testClock"]}>
      <TestClockScreen initial={clock} />
    </ClientMessages>
  );
}
