import { useMutation } from "@tanstack/react-query";
import type { ReferralRegistrationInput } from "@/shared/validation/referral";
import { api } from "@/web/lib/api";

/**
 * POST /api/referrals/register: the account, its three follows and the referrer's reward. The
 * answer is the same for a new and an already registered e-mail, so there is nothing to refresh.
 */
export const registerReferral = (body: ReferralRegistrationInput) => api("POST /api/referrals/register", { body });

export const useRegisterReferral = () => useMutation({ mutationFn: registerReferral, retry: false });
