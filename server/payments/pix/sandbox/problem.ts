/**
 * API Pix errors are RFC 7807 problems (`Problema`) whose `type` names the error in the Central Bank's
 * catalogue (`https://pix.bcb.gov.br/api/v2/error/<Name>`).
 */
export class SandboxPixProblem extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly title: string,
    readonly detail: string,
    readonly violacoes: { razao: string; propriedade: string; valor?: string }[] = [],
  ) {
    super(detail);
  }

  toResponse(): Response {
    const body = {
      type: `https://pix.bcb.gov.br/api/v2/error/${this.errorName}`,
      title: this.title,
      status: this.status,
      detail: this.detail,
      ...(this.violacoes.length ? { violacoes: this.violacoes } : {}),
    };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { "content-type": "application/problem+json" },
    });
  }
}

export function notFound(what: string): SandboxPixProblem {
  return new SandboxPixProblem(404, "NaoEncontrado", "Não Encontrado", `${what} não encontrado(a).`);
}

export function invalid(name: string, detail: string, propriedade?: string, valor?: string): SandboxPixProblem {
  const title = name.endsWith("OperacaoInvalida") ? "Operação inválida" : "Requisição inválida";
  return new SandboxPixProblem(400, name, title, detail, propriedade ? [{ razao: detail, propriedade, valor }] : []);
}
