/** What e2e specs import: `import { test, expect, signIn } from "./support";` */
export { createAccount, logInWithForm, signIn, uniqueEmail, type DemoRole } from "./auth";
export { expect, test } from "./fixtures";
export { sentMail, waitForMail, type SentMail } from "./outbox";
