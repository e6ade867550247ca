// The sign-in page (/auth) and first-run setup. English as the spec writes it; fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "auth.loading": "Loading sign-in",
  "auth.backToHome": "Back to home",
  "auth.signIn": "Sign in",
  "auth.signingIn": "Signing in...",
  "auth.field.firstName": "First name",
  "auth.field.lastName": "Last name",
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.setup.title": "Create the first admin account",
  "auth.setup.intro":
    "This portal has no users yet. The first account becomes its administrator; add agents and managers from the admin dashboard afterwards.",
  "auth.setup.create": "Create admin account",
  "auth.setup.creating": "Creating account...",
  "auth.client.title": "Client Portal",
  "auth.client.intro": "Sign in to your personal home selling dashboard.",
  "auth.client.demo": "Demo password: <0>demo1234</0>",
  "auth.client.existingOnly":
    "The Client Portal is for existing clients only. Your agent sets up your account when you list with us.",
  "auth.client.areYouAgent": "Are you an agent?",
  "auth.client.agentLogin": "Agent login",
  "auth.agent.title": "Agent Login",
  "auth.agent.intro": "Sign in to manage your leads.",
  "auth.agent.demo": "Demo logins: admin@demo.test, manager@demo.test or agent@demo.test with password <0>demo1234</0>",
  "auth.agent.newAgents": "New agents are added by administrators. Ask your brokerage admin for an account.",
  "auth.agent.selling": "Selling your home with us?",
  "auth.agent.clientLogin": "Client login",
  "auth.clientPanel.heading": "Your home sale, in one place",
  "auth.clientPanel.intro": "Everything you need while we sell your home together.",
  "auth.clientPanel.point1": "A step-by-step checklist to get your home ready",
  "auth.clientPanel.point2": "Message your agent directly",
  "auth.clientPanel.point3": "Your custom seller's guide",
  "auth.clientPanel.point4": "Track every step of your selling journey",
  "auth.agentPanel.heading": "Work your leads, all in one place",
  "auth.agentPanel.intro": "The tools our agents use every day to turn sellers into clients.",
  "auth.agentPanel.point1": "Manage every lead from first contact to listing",
  "auth.agentPanel.point2": "Keep notes on each conversation",
  "auth.agentPanel.point3": "Set reminders so no follow-up slips",
  "auth.agentPanel.point4": "Tell cash-offer leads from Realtor service leads at a glance",
  "auth.login.success": "Login successful",
  "auth.login.welcome": "Welcome back, {name}",
  "auth.login.failed": "Login failed",
  "auth.register.success": "Registration successful",
  "auth.register.welcome": "Welcome, {name}",
  "auth.register.failed": "Registration failed",
} as const;
