/**
 * /api/onboarding: the funnel after a vote (000 §2 'Onboarding after a vote', §4). The random
 * session id is the visitor's key; steps 1–3 need no account, step 4 the one step 3 made. Served by
 * src/server/onboarding.
 */
import { onboardingSignUpSchema } from "../validation/auth";
import { createOnboardingSchema, ONBOARDING_ENTITY_TYPES, updateOnboardingSchema } from "../validation/onboarding";
import { defineRoute, jsonContent, z } from "./define";
import { uuidPathParam } from "./params";
import { awardOutcomeSchema } from "./xp";

const tags: ["Onboarding"] = ["Onboarding"];

export const onboardingSessionSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(ONBOARDING_ENTITY_TYPES),
    entityId: z.string(),
    /** The Scream-O-Meter vote of step 1 (1–7), null until given. */
    voteValue: z.number().int().nullable(),
    selectedName: z.string().nullable(),
    selectedCity: z.string().nullable(),
    /** Shown only until completion, so a passed-on step-4 link tells nobody the address. */
    email: z.string().nullable(),
    registered: z.boolean(),
    completed: z.boolean(),
  })
  .openapi("OnboardingSession");
export type OnboardingSession = z.infer<typeof onboardingSessionSchema>;

const sessionAnswer = z.object({ session: onboardingSessionSchema });
const sessionParams = uuidPathParam("id", "Onboarding session ID is required");

export const startOnboarding = defineRoute({
  method: "post",
  path: "/api/onboarding",
  tags,
  summary: "Start a session for a vote on a band or artist",
  request: { body: { content: { "application/json": { schema: createOnboardingSchema } } } },
  responses: { 201: jsonContent(sessionAnswer, "The new session") },
  errors: [404, 422, 429],
});

export const getOnboarding = defineRoute({
  method: "get",
  path: "/api/onboarding/{id}",
  tags,
  summary: "A session, by its id (never cached)",
  request: { params: sessionParams },
  responses: { 200: jsonContent(sessionAnswer, "The session") },
  errors: [404, 422],
});

export const updateOnboarding = defineRoute({
  method: "patch",
  path: "/api/onboarding/{id}",
  tags,
  summary: "Save step 1's vote or step 2's name (until the account exists)",
  request: { params: sessionParams, body: { content: { "application/json": { schema: updateOnboardingSchema } } } },
  responses: { 200: jsonContent(sessionAnswer, "The changed session") },
  errors: [404, 409, 422],
});

export const registerOnboarding = defineRoute({
  method: "post",
  path: "/api/onboarding/{id}/register",
  tags,
  summary: "Step 3: sign up with the chosen name (the same answer for a registered e-mail)",
  request: { params: sessionParams, body: { content: { "application/json": { schema: onboardingSignUpSchema } } } },
  responses: { 200: jsonContent(sessionAnswer, "The registered session") },
  errors: [404, 409, 422, 429],
});

export const completeOnboarding = defineRoute({
  method: "post",
  path: "/api/onboarding/{id}/complete",
  tags,
  summary: "Step 4, signed in as the new account: count the vote and pay its XP, once",
  request: { params: sessionParams },
  responses: {
    200: jsonContent(
      z.object({
        session: onboardingSessionSchema,
        /** The awards paid now; null when the session was completed before. */
        xp: z.array(awardOutcomeSchema).nullable(),
        voteCounted: z.boolean(),
      }),
      "The completed session and what it paid",
    ),
  },
  errors: [401, 403, 404, 409],
});

export const routes = { startOnboarding, getOnboarding, updateOnboarding, registerOnboarding, completeOnboarding };
