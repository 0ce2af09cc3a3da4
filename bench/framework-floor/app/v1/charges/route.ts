import { answer, CHARGE_ANSWER } from "../../answers";

export const POST = (req: Request) => answer(req, CHARGE_ANSWER);
