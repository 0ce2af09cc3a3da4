import { z } from "zod";

export const advanceTestClockBody = z
  .strictObject({
    frozen_time: z.iso.datetime({ offset: true }).meta({
      description:
        "The instant to move the clock to, ISO-8601 with a zone (`2027-01-15T12:00:00Z`). Later than the clock's " +
        "`current_time`: a clock never goes back.",
      example: "2027-01-15T12:00:00Z",
    }),
  })
  .meta({ id: "AdvanceTestClockRequest" });

export const testClockSchema = z
  .object({
    merchant_id: z.uuid(),
    frozen_time: z.iso.datetime().nullable().meta({
      description: "The instant the clock was last advanced to; null until its first advance.",
    }),
    current_time: z.iso.datetime().meta({
      description:
        "The merchant's time now: `frozen_time`, or the real time once the real time has passed it. The next " +
        "advance must name a later instant.",
    }),
    advanced_at: z.iso.datetime().nullable().meta({ description: "When the clock was last advanced (real time)." }),
  })
  .meta({ id: "TestClock" });

export const testClockRunSchema = z
  .object({
    settled: z.number().int().meta({ description: "Receivables of this merchant settled into its wallet." }),
    settled_net_amount: z.number().int().meta({ description: "What they credited to `main`, centavos." }),
    automatic_anticipations: z.number().int().meta({ description: "Automatic anticipations requested." }),
    reserve_released: z.number().int().meta({ description: "Rolling-reserve holds returned to `main`." }),
    reserve_released_amount: z.number().int().meta({ description: "Their total, centavos." }),
    withdrawals_started: z.number().int().meta({ description: "Due withdrawals sent to the bank rail." }),
    withdrawals_completed: z.number().int(),
    withdrawals_failed: z.number().int(),
  })
  .meta({ id: "TestClockRun" });

export const testClockAdvanceSchema = z
  .object({
    test_clock: testClockSchema,
    run: testClockRunSchema.meta({ description: "The merchant's automatic work the advance ran, as of the new time." }),
  })
  .meta({ id: "TestClockAdvance" });

export type TestClockView = z.infer<typeof testClockSchema>;
export type TestClockRun = z.infer<typeof testClockRunSchema>;
