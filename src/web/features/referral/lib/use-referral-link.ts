import { useParams } from "react-router";

/** The link's two parts: /profile/{userId}/{referralCode}/registration1–3. */
export function useReferralLink() {
  const { userId = "", referralCode = "" } = useParams();
  const step = (n: 1 | 2 | 3) =>
    `/profile/${encodeURIComponent(userId)}/${encodeURIComponent(referralCode)}/registration${n}`;
  return { referrerId: userId, referralCode, step };
}
