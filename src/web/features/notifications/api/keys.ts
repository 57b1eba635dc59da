/** Query keys of the signed-in user's notifications; every change invalidates `all`. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread"] as const,
  list: ["notifications", "list"] as const,
};
