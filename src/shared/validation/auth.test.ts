import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, credentialsSchema, onboardingSignUpSchema, signInSchema, signUpSchema } from "./auth";
import { MESSAGES } from "./messages";
import { fieldErrors, parseOk } from "./test-helpers";

describe("credentialsSchema", () => {
  it("needs an e-mail or a phone, and a password", () => {
    const message = [MESSAGES.credentialsRequired];
    expect(fieldErrors(credentialsSchema, {})).toEqual({ _: message });
    expect(fieldErrors(credentialsSchema, { email: "a@b.in" })).toEqual({ _: message });
    expect(fieldErrors(credentialsSchema, { password: "secret1" })).toEqual({ _: message });
    expect(fieldErrors(credentialsSchema, { email: "  ", password: "secret1" })).toEqual({ _: message });
    expect(fieldErrors(credentialsSchema, { email: "a@b.in", password: "" })).toEqual({ _: message });
  });

  it("accepts either identifier", () => {
    expect(fieldErrors(credentialsSchema, { email: "a@b.in", password: "x" })).toEqual({});
    expect(fieldErrors(credentialsSchema, { phone: "+919800000000", password: "x" })).toEqual({});
  });

  it("exposes the account messages for the server's pre-checks", () => {
    expect(AUTH_MESSAGES.credentialsRequired).toBe(MESSAGES.credentialsRequired);
    expect(AUTH_MESSAGES.passwordTooShort).toBe("Password must be at least 6 characters long");
  });
});

describe("signInSchema", () => {
  it("requires an e-mail of e-mail type and a password, with the generic messages", () => {
    expect(fieldErrors(signInSchema, {})).toEqual({ email: ["Required"], password: ["Required"] });
    expect(fieldErrors(signInSchema, { email: "not-an-email", password: "x" })).toEqual({
      email: ["Invalid email"],
    });
  });

  it("does not apply the new-password length rule", () => {
    expect(parseOk(signInSchema, { email: " fan@loudtribe.in ", password: "abc" })).toEqual({
      email: "fan@loudtribe.in",
      password: "abc",
    });
  });
});

describe("signUpSchema", () => {
  it("needs a password of at least 6 characters", () => {
    expect(fieldErrors(signUpSchema, { email: "a@b.in", password: "12345" })).toEqual({
      password: [MESSAGES.passwordTooShort],
    });
    expect(fieldErrors(signUpSchema, { email: "a@b.in", password: "123456" })).toEqual({});
  });

  it("caps the password length", () => {
    expect(fieldErrors(signUpSchema, { email: "a@b.in", password: "x".repeat(129) })).toEqual({
      password: [MESSAGES.passwordTooLong],
    });
  });

  it("carries an optional display name, blank as null", () => {
    expect(parseOk(signUpSchema, { email: "a@b.in", password: "123456", displayName: " " }).displayName).toBeNull();
    expect(parseOk(signUpSchema, { email: "a@b.in", password: "123456" }).displayName).toBeNull();
  });
});

describe("onboardingSignUpSchema", () => {
  const valid = { email: "fan@loudtribe.in", city: "Pune", password: "secret1", confirmPassword: "secret1" };

  it("accepts a complete form", () => {
    expect(parseOk(onboardingSignUpSchema, { ...valid, displayName: "Riff Raff 42" })).toEqual({
      ...valid,
      displayName: "Riff Raff 42",
    });
  });

  it("says 'Passwords do not match' on the confirmation field", () => {
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, confirmPassword: "secret2" })).toEqual({
      confirmPassword: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it("says 'Please select your city' for a blank city", () => {
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, city: "   " })).toEqual({ city: [MESSAGES.cityRequired] });
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, city: undefined })).toEqual({
      city: [MESSAGES.cityRequired],
    });
  });

  it("allows a city that is not in the list", () => {
    expect(parseOk(onboardingSignUpSchema, { ...valid, city: " Ziro " }).city).toBe("Ziro");
  });

  it("checks the password length and the e-mail", () => {
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, password: "abc", confirmPassword: "abc" })).toEqual({
      password: [MESSAGES.passwordTooShort],
    });
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, email: "" })).toEqual({ email: ["Required"] });
    expect(fieldErrors(onboardingSignUpSchema, { ...valid, email: "fan@" })).toEqual({ email: ["Invalid email"] });
  });
});
