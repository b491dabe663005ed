import { Schema } from "effect";

// What anyone may ask the server about itself: whether it is up, what the browser app needs to
// know about the deployment, and this contract as an OpenAPI document.

/** The read replica, when one is configured: whether lagging reads go to it, and why not. */
export const ReplicaHealth = Schema.Struct({
  state: Schema.Literals(["unmeasured", "streaming", "lagging", "down", "not-standby"]),
  inUse: Schema.Boolean,
  lagMs: Schema.NullOr(Schema.Int),
  maxLagMs: Schema.Int,
  checkedAt: Schema.NullOr(Schema.String),
}).annotate({ identifier: "ReplicaHealth" });

/** A projection that follows the log: how far behind it is. */
export const SubscriptionHealth = Schema.Struct({
  name: Schema.String,
  behind: Schema.Int,
  lagSeconds: Schema.Number,
}).annotate({ identifier: "SubscriptionHealth" });

/** A part of the instance that works but not as it should, and why. */
export const HealthProblem = Schema.Struct({
  part: Schema.Literals(["replica", "subscriptions"]),
  reason: Schema.String,
}).annotate({ identifier: "HealthProblem" });

/**
 * `degraded`: the instance serves every request, but a part named in `problems` needs looking at
 * (reads fell back from the replica, a subscription is far behind).
 */
export const Health = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["embedded", "postgres"]),
  migrationLevel: Schema.Int,
  subscriptions: Schema.Array(SubscriptionHealth),
  replica: Schema.optionalKey(ReplicaHealth),
  problems: Schema.Array(HealthProblem),
}).annotate({ identifier: "Health" });
/** The instance cannot serve: the part that fails and the cause it gave. */
export const HealthUnavailable = Schema.Struct({
  status: Schema.Literal("unavailable"),
  failing: Schema.Literal("database"),
  reason: Schema.String,
}).annotate({ identifier: "HealthUnavailable" });
export type Health = typeof Health.Type;

/** `publicAppUrl`: where invite links point when the app is opened on localhost or a preview host. */
export const AppConfig = Schema.Struct({ publicAppUrl: Schema.NullOr(Schema.String) }).annotate({
  identifier: "AppConfig",
});
export type AppConfig = typeof AppConfig.Type;

/** The document's outline; OpenAPI 3.1 itself says what paths and components hold. */
export const OpenApiDocument = Schema.Struct({
  openapi: Schema.String,
  info: Schema.Struct({ title: Schema.String, version: Schema.String, description: Schema.optionalKey(Schema.String) }),
  paths: Schema.Record(Schema.String, Schema.Unknown),
  components: Schema.Record(Schema.String, Schema.Unknown),
}).annotate({ identifier: "OpenApiDocument", description: "This document: OpenAPI 3.1" });
