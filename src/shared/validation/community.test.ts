import { describe, expect, it } from "vitest";
import {
  COMMENT_MAX_LENGTH,
  commentSchema,
  isFanPhotoFile,
  POST_CATEGORY_LABELS,
  POST_MAX_LENGTH,
  postSchema,
  postTargetSchema,
} from "./community";
import { MESSAGES } from "./messages";
import { fieldErrors, parseOk } from "./test-helpers";

describe("postSchema", () => {
  it("refuses blank content, including whitespace only", () => {
    for (const content of [undefined, "", "   ", "\n\t "]) {
      expect(fieldErrors(postSchema, { content })).toEqual({ content: [MESSAGES.postRequired] });
    }
  });

  it("trims content and defaults the category to general", () => {
    expect(parseOk(postSchema, { content: "  Who's going to Mood Indigo?  " })).toEqual({
      content: "Who's going to Mood Indigo?",
      postCategory: "general",
      gifUrl: null,
    });
  });

  it("caps content at the maximum length, counted after trimming", () => {
    expect(fieldErrors(postSchema, { content: ` ${"x".repeat(POST_MAX_LENGTH)} ` })).toEqual({});
    expect(fieldErrors(postSchema, { content: "x".repeat(POST_MAX_LENGTH + 1) })).toEqual({
      content: [`String must contain at most ${POST_MAX_LENGTH} character(s)`],
    });
  });

  it("accepts the spec's categories only", () => {
    expect(parseOk(postSchema, { content: "hi", postCategory: "buddy" }).postCategory).toBe("buddy");
    expect(Object.keys(fieldErrors(postSchema, { content: "hi", postCategory: "memes" }))).toEqual(["postCategory"]);
    expect(POST_CATEGORY_LABELS.buddy).toBe("Buddy Up");
    expect(POST_CATEGORY_LABELS["fan-art"]).toBe("Fan Art");
  });

  it("takes an http(s) GIF link", () => {
    expect(fieldErrors(postSchema, { content: "hi", gifUrl: "javascript:alert(1)" })).toEqual({
      gifUrl: [MESSAGES.invalidUrl],
    });
  });
});

describe("postTargetSchema", () => {
  it("needs a known entity type and an id", () => {
    const id = "00000000-0000-0000-0000-000000000001";
    expect(parseOk(postTargetSchema, { entityType: "band", entityId: id })).toEqual({
      entityType: "band",
      entityId: id,
    });
    expect(Object.keys(fieldErrors(postTargetSchema, { entityType: "blog", entityId: "x" }))).toEqual([
      "entityType",
      "entityId",
    ]);
  });
});

describe("commentSchema", () => {
  it("refuses content that is empty after trimming", () => {
    expect(fieldErrors(commentSchema, { content: "  " })).toEqual({ content: [MESSAGES.commentRequired] });
  });

  it("caps comments at their own length", () => {
    expect(fieldErrors(commentSchema, { content: "x".repeat(COMMENT_MAX_LENGTH + 1) })).toEqual({
      content: [`String must contain at most ${COMMENT_MAX_LENGTH} character(s)`],
    });
    expect(parseOk(commentSchema, { content: " @Asha same! " }).content).toBe("@Asha same!");
  });
});

describe("isFanPhotoFile", () => {
  it("accepts JPG, JPEG, PNG and GIF by MIME type", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "IMAGE/PNG"]) {
      expect(isFanPhotoFile({ type, name: "x" })).toBe(true);
    }
  });

  it("refuses other images even with an allowed extension", () => {
    expect(isFanPhotoFile({ type: "image/webp", name: "photo.jpg" })).toBe(false);
    expect(isFanPhotoFile({ type: "image/svg+xml", name: "photo.png" })).toBe(false);
  });

  it("falls back to the extension when the browser gives no type", () => {
    expect(isFanPhotoFile({ type: "", name: "Gig.JPEG" })).toBe(true);
    expect(isFanPhotoFile({ name: "gig.heic" })).toBe(false);
    expect(isFanPhotoFile({ name: "jpg" })).toBe(false);
    expect(isFanPhotoFile({})).toBe(false);
  });
});
