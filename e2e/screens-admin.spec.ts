import { test } from "./support/test";
import { sweepEveryDashboardScreen } from "./support/screens";

// Each screen's test stands alone (the describe signs in once per worker): with more than one worker
// (E2E_WORKERS) they share out.
test.describe.configure({ mode: "parallel" });

sweepEveryDashboardScreen("admin");
