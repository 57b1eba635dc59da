export const onboardingKeys = {
  session: (id: string) => ["onboarding", id] as const,
};
