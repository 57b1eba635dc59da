/**
 * Every API answer in the API tests is checked against the route's description in
 * src/shared/contract: a success must match its response schema, and any error must be
 * `{ error: { code, message } }`. So a presenter that drifts from the contract fails the test that
 * called it, with the zod issues in the message.
 */

import type { z } from "zod";
import { apiRoutes } from "@/shared/contract";
import { errorSchema } from "@/shared/contract/define";

interface Matcher {
  method: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
  key: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers: Matcher[] = apiRoutes
  .map((route) => ({
    method: route.method.toUpperCase(),
    pattern: new RegExp(
      `^${route.path
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join("[^/]+")}$`,
    ),
    params: (route.path.match(/\{\w+\}/g) ?? []).length,
    responses: route.responses as Matcher["responses"],
    key: `${route.method.toUpperCase()} ${route.path}`,
  }))
  // A static segment wins over a parameter: /api/venues/cities before /api/venues/{id}.
  .sort((a, b) => a.params - b.params);

export function findContractRoute(method: string, pathname: string) {
  return matchers.find((m) => m.method === method && m.pattern.test(pathname));
}

export class ContractViolation extends Error {
  override readonly name = "ContractViolation";
}

export async function checkAgainstContract(method: string, url: string, response: Response) {
  const route = findContractRoute(method, new URL(url, "http://localhost").pathname);
  if (!route) return;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return;
  const body = await response.clone().json();
  if (response.status >= 400) {
    const parsed = errorSchema.safeParse(body);
    if (!parsed.success)
      throw new ContractViolation(`${route.key} answered ${response.status} without the error shape`);
    return;
  }
  const described = route.responses[String(response.status)];
  // A redirect is described by its status; its body (better-auth sends one) is not the answer.
  if (described && response.status >= 300 && response.status < 400) return;
  const schema = described?.content?.["application/json"]?.schema as z.ZodType | undefined;
  if (!schema)
    throw new ContractViolation(`${route.key} answered ${response.status}, which its description does not list`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ContractViolation(`${route.key} answered ${response.status} off-contract:\n  ${issues.join("\n  ")}`);
  }
}
