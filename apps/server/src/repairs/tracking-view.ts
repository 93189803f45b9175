import {
  headlineState,
  type LinePhoto,
  type RepairLineRecord,
  type RepairRequestRecord,
  type TrackingEvent,
  type TrackingView,
} from "@lo/domain";
import { quoteFieldsOf, type QuoteRow } from "./quotes/queries";
import { estimateOf, lineInState, type Turnaround } from "./turnaround";

/**
 * One item's timeline: each recorded state and each workshop note, oldest first. A state and
 * a note saved by one update share their time; the state comes first, as the note was written
 * about it.
 */
function timelineOf(line: RepairLineRecord): TrackingEvent[] {
  const events: TrackingEvent[] = [
    ...(line.stateHistory ?? []).map((change): TrackingEvent => ({
      kind: "state",
      state: change.state,
      at: change.changedAt,
    })),
    // The record is read without internal notes; dropped here again should one ever slip in.
    ...line.workshopLog
      .filter((note) => note.internal !== true)
      .map((note): TrackingEvent => ({
        kind: "note",
        message: note.message,
        at: note.timestamp,
      })),
  ];
  // Array.prototype.sort is stable: equal times keep states before notes.
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * What the public tracking page may show of a request (design §7), picked field by field from
 * the record so nothing personal can slip through: no client name, e-mail or ID number, no
 * location (often a home address), no problem text, no note's author; a piece's quote as its
 * customer reads it (without the workshop's note).
 */
export function toTrackingView(
  record: RepairRequestRecord,
  turnaround: Turnaround,
  photos: Map<number, LinePhoto[]> = new Map(),
  quotes: Map<number, QuoteRow[]> = new Map(),
): TrackingView {
  return {
    reference: record.id,
    headlineState: headlineState(record.products.map((line) => line.state)),
    createdAt: record.creationDate,
    estimatedCompletion: estimateOf(
      record.products.map((line) => lineInState(line.state, line.stateHistory)),
      turnaround,
    ),
    items: record.products.map((line) => ({
      productType: line.productType,
      color: line.color,
      serialNumber: line.serialNumber,
      state: line.state,
      timeline: timelineOf(line),
      photos: (photos.get(line.repairlineid) ?? []).filter((photo) => photo.customerVisible),
      ...(line.coverageText === undefined ? {} : { coverageText: line.coverageText }),
      ...(line.coverage === undefined
        ? {}
        : quoteFieldsOf(quotes.get(line.repairlineid), line.coverage, "customer")),
    })),
  };
}
