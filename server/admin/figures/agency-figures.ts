import type { FiguresAnswer, figuresQuery } from "../../../domain/api/figures";
import { todayIsoDate } from "../../../domain/dates";
import { resolveFiguresPeriod } from "../../../domain/figures";
import type { z } from "../../../domain/zod";
import type { Database } from "../../db/client";
import { figuresScope } from "./figures-scope";
import { moneyFigures } from "./money-figures";
import { orderFigures } from "./order-figures";
import { peopleFigures } from "./people-figures";
import { placementFigures } from "./placement-figures";

/**
 * Every figure of /admin/kennzahlen in one answer (docs/product.md, "The agency's
 * numbers"): each is an aggregate computed by the database; Node only puts the grouped
 * rows in the order of the period's months.
 */
export async function agencyFigures(
  db: Database,
  query: z.output<typeof figuresQuery>,
  now: Date = new Date(),
): Promise<FiguresAnswer> {
  const period = resolveFiguresPeriod(query.period, query.from ?? todayIsoDate(now), query.to);
  const scope = figuresScope(period, query, now);
  const [orders, placements, money, people] = await Promise.all([
    orderFigures(db, scope),
    placementFigures(db, scope),
    moneyFigures(db, scope),
    peopleFigures(db, scope),
  ]);
  return {
    period: { kind: query.period, from: period.from, to: period.to, months: period.months },
    region: scope.region,
    profession: scope.profession,
    orders,
    placements,
    money,
    people,
  };
}
