import { CONTACT_MESSAGE_VIEWS, type ContactMessageView } from "@lo/domain";
import { listParam } from "@/components/data-table/url-state";

/** The inbox's address bar: `q`, `view` (unread or archived; the inbox when absent), `page`. */
export const MESSAGE_LIST_PARAMS = {
  q: listParam.text(),
  view: listParam.oneOfOr(CONTACT_MESSAGE_VIEWS, "inbox"),
  page: listParam.page(),
};

/** The views as the page names them. */
export const VIEW_LABELS: Record<ContactMessageView, string> = {
  inbox: "Inbox",
  unread: "Unread",
  archived: "Archived",
};
