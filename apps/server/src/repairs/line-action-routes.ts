import {
  REPAIR_LINE_ACTION_MESSAGES as M,
  repairLineIdParamsSchema,
  repairLineNextPayloadSchema,
  repairLineNextResponseSchema,
  repairLinesBulkPayloadSchema,
  repairLinesBulkResponseSchema,
  repairLineUndoPayloadSchema,
  repairLineUndoResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { trackingUrls } from "../links/tracking-links";
import { setLinesInBulk } from "./bulk-lines";
import { moveLineOn, undoLineMove } from "./line-actions";

/**
 * The workshop's quick line actions (decision 050): 'Next' on a line, its Undo, and one state for
 * many lines. Admins only; each in one transaction (line-actions.ts, bulk-lines.ts).
 */
export const lineActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = async () => ({
    notifyBatchSeconds: app.config.notifyBatchSeconds,
    trackingUrlOf: await trackingUrls(app.db, app.config.publicUrl),
  });

  app.post(
    "/repairs/lines/:lineId/next",
    routeOptions("admin", "repairs", "Move a line one state on, with an optional note", {
      params: repairLineIdParamsSchema,
      body: repairLineNextPayloadSchema,
      response: { 200: repairLineNextResponseSchema },
    }),
    async (request) => {
      const moved = await moveLineOn(
        app.db,
        request.params.lineId,
        request.body,
        currentUser(request),
        await options(),
      );
      return { message: M.moved(moved.line.serialNumber, moved.line.state), ...moved };
    },
  );

  app.post(
    "/repairs/lines/:lineId/undo",
    routeOptions("admin", "repairs", "Take a 'Next' back, shortly after, by the same admin", {
      params: repairLineIdParamsSchema,
      body: repairLineUndoPayloadSchema,
      response: { 200: repairLineUndoResponseSchema },
    }),
    async (request) => {
      const undone = await undoLineMove(
        app.db,
        request.params.lineId,
        request.body,
        currentUser(request),
        await options(),
      );
      return { message: M.undone(undone.line.serialNumber, undone.line.state), ...undone };
    },
  );

  app.post(
    "/repairs/lines/bulk",
    routeOptions("admin", "repairs", "One state and note for many lines, all or nothing", {
      body: repairLinesBulkPayloadSchema,
      response: { 200: repairLinesBulkResponseSchema },
    }),
    async (request) => {
      const done = await setLinesInBulk(
        app.db,
        request.body,
        currentUser(request),
        await options(),
      );
      const { state } = request.body;
      const message =
        state === undefined ? M.bulkCoverageDone(done.updated) : M.bulkDone(done.updated, state);
      return { message, ...done };
    },
  );
};
