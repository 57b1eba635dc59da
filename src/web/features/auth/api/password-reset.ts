import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** The page a reset link lands on (better-auth adds ?token=… or ?error=…). */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api("POST /api/auth/request-password-reset", {
    body: { email, redirectTo: new URL(RESET_PASSWORD_PATH, window.location.origin).toString() },
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** POST /api/auth/reset-password: sets the new password and ends every session of the account. */
export const resetPassword = (input: { token: string; newPassword: string }) =>
  api("POST /api/auth/reset-password", { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
