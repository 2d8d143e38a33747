export * from './session-store';
export { sessionRole, useSession } from './use-session';
export { openLogin, closeLogin, useLoginRequest, type LoginAudience } from './login-request';
