import { AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { withStatementBudget } from "../db/statement-budget";

/**
 * Every request's database statements run with `budgetMs` each
 * (docs/decisions/0046-statement-time-budget.md). The budget travels with the request's
 * async context; reading the body runs in the socket's context instead, so the hooks
 * after it re-enter the request's (as @fastify/request-context does).
 */
export function registerStatementBudget(app: FastifyInstance, budgetMs: number): void {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook("onRequest", (request, _reply, done) => {
    withStatementBudget(budgetMs, () => {
      const scope = new AsyncResource("apostaff-request");
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook("preValidation", (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
