import { Context } from "effect";
import type { JemputEvent } from "../../../domain/events.ts";
import type { Statement } from "../db/pipeline.ts";

// How an appended event reaches the read tables: the store sends the statement this service
// makes right behind the event, in the same transaction. The rules are business, so the
// service is provided by the projections module (modules/projections/applier.ts) when the
// runtime is composed; the store only knows it gets one statement or none.
export interface ProjectorShape {
  /** The statement projecting `event` at `position` (null: the event just appended), or null. */
  readonly statementFor: (position: number | null, event: JemputEvent) => Statement | null;
}

export class Projector extends Context.Service<Projector, ProjectorShape>()("jemput/server/event-store/Projector") {}
