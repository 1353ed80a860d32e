// Imported first: lib/server/env.ts reads process.env once. The webhook needs a signing secret to refuse a forged signature.
process.env.AUTH_SECRET ||= "integration-security-log-secret-0123456789";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_integration_security_log";
