/** What e2e specs import: `import { test, expect, signIn } from "./support";` */
export { createAccount, type DemoRole, logInWithForm, signIn, uniqueEmail } from "./auth";
export { expect, test } from "./fixtures";
export { type SentMail, sentMail, waitForMail } from "./outbox";
