/** The shared validation rules: import from "@/shared/validation" on either side. */

export * from "./auth";
export * from "./bands";
export * from "./community";
export * from "./events";
export * from "./fields";
export * from "./messages";
export * from "./patch";
export * from "./profile";
export * from "./safe-text";
export * from "./uploads";
export * from "./venues";
