import { answer, TOKEN_ANSWER } from "../answers";

export const POST = (req: Request) => answer(req, TOKEN_ANSWER);
