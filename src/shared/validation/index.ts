/** The shared validation rules: import from "@/shared/validation" on either side. */
export * from "./messages";
export * from "./fields";
export * from "./patch";
export * from "./auth";
export * from "./profile";
export * from "./bands";
export * from "./venues";
export * from "./events";
export * from "./community";
