import {
  BUSINESS_INFO,
  formatCustomerDisplayName,
  SECURITY_LOG_PAGE_SIZE,
  type SecurityLogEntry,
  type SecurityLogQuery,
} from "@lo/domain";
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { securityLog, users } from "../db/schema";
import { containsPattern, isoTimestamp } from "../db/sql";

/** Midnight of a day (YYYY-MM-DD) in the workshop's time zone. */
const startOfDay = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${BUSINESS_INFO.timeZone})`;

function filters(query: SecurityLogQuery): SQL | undefined {
  const person = query.person?.toLowerCase();
  return and(
    query.event ? eq(securityLog.event, query.event) : undefined,
    person
      ? or(
          ilike(securityLog.userIdnumber, containsPattern(person)),
          ilike(securityLog.actorIdnumber, containsPattern(person)),
          ilike(sql`${securityLog.details}->>'email'`, containsPattern(person)),
        )
      : undefined,
    query.from ? gte(securityLog.at, startOfDay(query.from)) : undefined,
    query.to ? lt(securityLog.at, sql`${startOfDay(query.to)} + interval '1 day'`) : undefined,
  );
}

/** One page of the security log, newest first, with how many entries the filters match. */
export async function securityLogPage(
  db: Db,
  query: SecurityLogQuery,
): Promise<{ data: SecurityLogEntry[]; total: number }> {
  const where = filters(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: securityLog.id,
        at: isoTimestamp(securityLog.at),
        event: securityLog.event,
        userIdnumber: securityLog.userIdnumber,
        name: users.name,
        surname: users.surname,
        actorIdnumber: securityLog.actorIdnumber,
        ip: securityLog.ip,
        userAgent: securityLog.userAgent,
        details: securityLog.details,
      })
      .from(securityLog)
      .leftJoin(users, eq(users.idnumber, securityLog.userIdnumber))
      .where(where)
      .orderBy(desc(securityLog.at), desc(securityLog.id))
      .limit(query.limit ?? SECURITY_LOG_PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(securityLog).where(where),
  ]);
  return {
    data: rows.map(({ name, surname, details, ...row }) => ({
      ...row,
      userName: name === null ? null : formatCustomerDisplayName(name, surname),
      details: (details ?? {}) as Record<string, unknown>,
    })),
    total: totals?.total ?? 0,
  };
}
