// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import { LoginRequest, SECURITY_CODE_LENGTH, SecurityLoginRequest } from '@console/contracts/session';
import type { PageContent } from '../document';
import { loginTextsEn } from '../i18n/login-en';
import { loginTextsKo, type LoginTexts } from '../i18n/login-ko';
import type { SiteContext } from '../site-context';
import { SITE_PATHS, siteTexts } from '../site-texts';

export const loginTexts = (lang: SiteContext['lang']): LoginTexts => (lang === 'en' ? loginTextsEn : loginTextsKo);

/** Where the console goes when the login page is opened without a (usable) returnUrl. */
export const LOGIN_DEFAULT_RETURN = SITE_PATHS.console;

/**
 * Only same-site paths are followed after login: "/x", never "//host" or "/\host" (which browsers
 * read as another host), and nothing else.
 */
export function safeReturnUrl(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : LOGIN_DEFAULT_RETURN;
}

/**
 * The demo accounts exist only where the demo seed runs: the hint shows outside production, as the
 * server's environment (CONSOLE_ENV) says, and not while that is unknown.
 */
export const showsDemoHint = (environment: string) => environment !== 'production' && environment !== 'unknown';

export interface LoginPageData {
  /** Where to go after login (already made safe with safeReturnUrl). */
  returnUrl: string;
  /** The page's script (served by the server, content-hashed). */
  scriptUrl: string;
  showDemoHint: boolean;
  /** The session waits for its security code (the password step is done): that step shows first. */
  pendingCode: { codeSentTo: string | null } | null;
}

/** The message of the contract for each field left empty, so the script says what the server would. */
function requiredMessages(): Record<'id' | 'password' | 'code', string> {
  const messages = { id: '', password: '', code: '' };
  const issues = [
    ...(LoginRequest.safeParse({ id: '', password: '' }).error?.issues ?? []),
    ...(SecurityLoginRequest.safeParse({ code: '' }).error?.issues ?? []),
  ];
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'id' || field === 'password' || field === 'code') && !messages[field])
      messages[field] = issue.message;
  }
  return messages;
}

/** The texts the script shows (JSON in a data attribute: no inline script). */
function scriptTexts(t: LoginTexts) {
  return {
    required: requiredMessages(),
    failed: t.failed,
    unreachable: t.unreachable,
    sessionExpired: t.sessionExpired,
    codeSentTo: t.codeSentTo,
    codeSent: t.codeSent,
    codeResent: t.codeResent,
  };
}
export type LoginScriptTexts = ReturnType<typeof scriptTexts>;

function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-describedby={`${props.id}-error`}
      />
      <p className="field-error" id={`${props.id}-error`} data-error-for={props.name} hidden />
    </div>
  );
}

/**
 * /account/login, rendered by the server: id and password, then the security-code step when the
 * account asks for one; links to find an id, reset a password and sign up. A few kilobytes of script
 * (client/login.mjs) check the fields, call the login API and move on to the console; without it the
 * form still shows and says that JavaScript is needed.
 */
export function loginPage(ctx: SiteContext, data: LoginPageData): PageContent {
  const t = loginTexts(ctx.lang);
  const pending = data.pendingCode;
  const action = `${SITE_PATHS.login}?returnUrl=${encodeURIComponent(data.returnUrl)}${ctx.lang === 'en' ? '&lang=en' : ''}`;
  const sentTo = pending?.codeSentTo ? t.codeSentTo.replace('{to}', pending.codeSentTo) : t.codeSent;
  return {
    title: `${t.title} · ${siteTexts(ctx.lang).siteName}`,
    description: t.description,
    body: (
      <div className="wrap">
        <div
          className="auth"
          data-login=""
          data-return-url={data.returnUrl}
          data-texts={JSON.stringify(scriptTexts(t))}
        >
          <form
            aria-label={t.title}
            data-step="login"
            method="post"
            action={action}
            noValidate
            hidden={Boolean(pending)}
          >
            <h1>{t.title}</h1>
            <p className="muted">{t.subtitle}</p>
            <noscript>
              <p className="form-alert">{t.noScript}</p>
            </noscript>
            <p className="form-alert" role="alert" data-failure="" hidden />
            <Field id="login-id" name="id" label={t.id} autoComplete="username" autoFocus={!pending} />
            <Field
              id="login-password"
              name="password"
              label={t.password}
              type="password"
              autoComplete="current-password"
            />
            <button type="submit" className="button primary block">
              {t.submit}
            </button>
            <nav className="account-links" aria-label={t.links.label}>
              <a href="/account/find/id">{t.links.findId}</a>
              <span aria-hidden="true">·</span>
              <a href="/account/find/password">{t.links.findPassword}</a>
              <span aria-hidden="true">·</span>
              <a href={SITE_PATHS.signup}>{t.links.signup}</a>
            </nav>
            {data.showDemoHint ? (
              <p className="small muted demo-hint" data-testid="demo-hint">
                {t.demoHint}
              </p>
            ) : null}
          </form>
          <form aria-label={t.codeTitle} data-step="code" method="post" action={action} noValidate hidden={!pending}>
            <h1>{t.codeTitle}</h1>
            <p className="muted" data-sent-to="">
              {sentTo}
            </p>
            <p className="form-alert" role="alert" data-failure="" hidden />
            <p className="form-status" role="status" data-status="" />
            <Field
              id="login-code"
              name="code"
              label={t.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={SECURITY_CODE_LENGTH}
              autoFocus={Boolean(pending)}
            />
            <button type="submit" className="button primary block">
              {t.codeSubmit}
            </button>
            <div className="step-actions">
              <button type="button" className="link-button" data-action="resend">
                {t.codeResend}
              </button>
              <button type="button" className="link-button" data-action="cancel">
                {t.backToLogin}
              </button>
            </div>
          </form>
        </div>
        <script type="module" src={data.scriptUrl} />
      </div>
    ),
  };
}
