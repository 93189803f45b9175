import { SECURITY_EVENTS } from "@lo/domain";
import { listParam } from "@/components/data-table/url-state";

/**
 * The security log's address bar: `event` (a stored event key), `person` (part of an ID number
 * or e-mail, written once typing pauses), `from` and `to` (days, YYYY-MM-DD) and `page`.
 */
export const SECURITY_LOG_PARAMS = {
  event: listParam.oneOf(SECURITY_EVENTS),
  person: listParam.text(),
  from: listParam.day(),
  to: listParam.day(),
  page: listParam.page(),
};
