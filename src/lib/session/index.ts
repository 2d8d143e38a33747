export * from './session-store';
export { useSession } from './use-session';
export { openLogin, closeLogin, useLoginRequest, type LoginAudience } from './login-request';
