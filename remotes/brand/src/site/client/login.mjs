// @ts-check
/* global document, window, HTMLElement, HTMLFormElement, HTMLInputElement */
/**
 * The script of the server-rendered /account/login (pages/login-page.tsx), served as it is written
 * (plain ES2020, no framework, no build step) at /site/login.<hash>.js. It checks the fields with the
 * contract's messages, calls the login API exactly as the console did (AJAX header, JSON, the session
 * cookie), shows errors in place, runs the security-code step, then loads the console. The texts come
 * from the page (data-texts): nothing here is worded for the user.
 *
 * The decisions are plain functions (exported for the tests); `enhanceLogin` only applies them.
 */

export const API = {
  login: '/api/auth/login',
  securityLogin: '/api/auth/security-login',
  resendCode: '/async/account/sendSecurityAuthNumber',
  logout: '/api/auth/logout',
};

/** What the console's API client sends with every call (the server's CSRF guard asks for AJAX). */
const HEADERS = { AJAX: 'true', Accept: 'application/json', 'Content-Type': 'application/json' };

/**
 * @typedef {{ field: string, message: string }} FieldError
 * @typedef {{ ok: true, data: any } | { ok: false, status: number, message: string | null, fieldErrors: FieldError[] }} Answer
 * @typedef {{
 *   required: { id: string, password: string, code: string },
 *   failed: string, unreachable: string, sessionExpired: string,
 *   codeSentTo: string, codeSent: string, codeResent: string
 * }} Texts
 * @typedef {{ fetch: typeof fetch, assign: (url: string) => void }} Deps
 */

/**
 * The fields of the password step left empty (the id trimmed), with the contract's message.
 * @param {{ id: string, password: string }} values
 * @param {Texts['required']} required
 * @returns {FieldError[]}
 */
export function loginFieldErrors(values, required) {
  /** @type {FieldError[]} */
  const errors = [];
  if (values.id.trim() === '') errors.push({ field: 'id', message: required.id });
  if (values.password === '') errors.push({ field: 'password', message: required.password });
  return errors;
}

/**
 * The code must be `length` digits (the contract's rule; one message for any other input).
 * @param {string} code
 * @param {number} length
 * @param {Texts['required']} required
 * @returns {FieldError[]}
 */
export function codeFieldErrors(code, length, required) {
  return new RegExp(`^\\d{${length}}$`).test(code.trim()) ? [] : [{ field: 'code', message: required.code }];
}

/**
 * POSTs `body` as JSON and reads the envelope ({ resultCode, resultData, message?, errors? }).
 * A failed connection is status 0.
 * @param {typeof fetch} fetchImpl
 * @param {string} url
 * @param {unknown} body
 * @returns {Promise<Answer>}
 */
export async function post(fetchImpl, url, body) {
  let response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: HEADERS,
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: null, fieldErrors: [] };
  }
  /** @type {any} */
  const envelope = await response.json().catch(() => null);
  if (response.ok && envelope && typeof envelope === 'object' && 'resultData' in envelope) {
    return { ok: true, data: envelope.resultData };
  }
  const errors = Array.isArray(envelope?.errors) ? envelope.errors : [];
  return {
    ok: false,
    status: response.status,
    message: typeof envelope?.message === 'string' && envelope.message ? envelope.message : null,
    fieldErrors: errors.filter(
      /** @param {any} e */ (e) => e && typeof e.field === 'string' && typeof e.message === 'string',
    ),
  };
}

/**
 * The message of a failed call that is not about one field: the server's words when it gave some.
 * @param {Extract<Answer, { ok: false }>} answer
 * @param {Texts} texts
 */
export function failureMessage(answer, texts) {
  if (answer.status === 0) return texts.unreachable;
  return answer.message ?? (answer.status >= 500 ? texts.unreachable : texts.failed);
}

/** "{to}(으)로 보낸 …" with the masked number, or the sentence without one. */
export const sentToText = (/** @type {Texts} */ texts, /** @type {unknown} */ codeSentTo) =>
  typeof codeSentTo === 'string' && codeSentTo ? texts.codeSentTo.replace('{to}', codeSentTo) : texts.codeSent;

/**
 * @typedef {{ kind: 'leave' }
 *   | { kind: 'code', sentTo: string }
 *   | { kind: 'back', message: string | null }
 *   | { kind: 'fields', errors: FieldError[] }
 *   | { kind: 'failure', message: string }
 *   | { kind: 'resent', sentTo: string, message: string }} Outcome
 */

/**
 * What to do with the answer of a call of the `step` form ('login' or 'code'; 'resend' for a new code).
 * @param {'login' | 'code' | 'resend'} step
 * @param {Answer} answer
 * @param {Texts} texts
 * @returns {Outcome}
 */
export function outcomeOf(step, answer, texts) {
  if (answer.ok) {
    if (step === 'resend') {
      return { kind: 'resent', sentTo: sentToText(texts, answer.data?.codeSentTo), message: texts.codeResent };
    }
    if (step === 'login' && answer.data?.securityCodeRequired === true) {
      return { kind: 'code', sentTo: sentToText(texts, answer.data.codeSentTo) };
    }
    return { kind: 'leave' };
  }
  // The code steps need the session waiting for its code: without it, start again from the password.
  if (step !== 'login' && answer.status === 403)
    return { kind: 'back', message: answer.message ?? texts.sessionExpired };
  const fields = step === 'login' ? ['id', 'password'] : ['code'];
  const errors = answer.fieldErrors.filter((e) => fields.includes(e.field));
  if (errors.length > 0) return { kind: 'fields', errors };
  return { kind: 'failure', message: answer.fieldErrors[0]?.message ?? failureMessage(answer, texts) };
}

/**
 * Shows `errors` under their fields (and clears the others); focuses the first field in error.
 * @param {HTMLFormElement} form
 * @param {FieldError[]} errors
 */
function showFieldErrors(form, errors) {
  for (const slot of form.querySelectorAll('[data-error-for]')) {
    if (!(slot instanceof HTMLElement)) continue;
    const field = slot.getAttribute('data-error-for');
    const error = errors.find((e) => e.field === field);
    slot.textContent = error ? error.message : '';
    slot.hidden = !error;
    const input = form.elements.namedItem(field ?? '');
    if (input instanceof HTMLInputElement) {
      if (error) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }
  const first = errors[0] && form.elements.namedItem(errors[0].field);
  if (first instanceof HTMLInputElement) first.focus();
}

/**
 * The form's alert (role="alert"): a message, or hidden.
 * @param {HTMLFormElement} form
 * @param {string | null} message
 */
function showFailure(form, message) {
  const alert = form.querySelector('[data-failure]');
  if (!(alert instanceof HTMLElement)) return;
  alert.textContent = message ?? '';
  alert.hidden = !message;
}

/**
 * @param {HTMLFormElement} form
 * @param {string} text
 */
function showStatus(form, text) {
  const status = form.querySelector('[data-status]');
  if (status) status.textContent = text;
}

/**
 * Wires the login page under `root` (the element holding data-texts and data-return-url).
 * @param {HTMLElement} root
 * @param {Deps} deps
 */
export function enhanceLogin(root, deps) {
  /** @type {Texts} */
  const texts = JSON.parse(root.getAttribute('data-texts') ?? '{}');
  const returnUrl = root.getAttribute('data-return-url') ?? '/';
  const form = (/** @type {string} */ step) => {
    const element = root.querySelector(`form[data-step="${step}"]`);
    if (!(element instanceof HTMLFormElement)) throw new Error(`login page: no ${step} form`);
    return element;
  };
  const input = (/** @type {HTMLFormElement} */ owner, /** @type {string} */ name) => {
    const element = owner.elements.namedItem(name);
    if (!(element instanceof HTMLInputElement)) throw new Error(`login page: no input ${name}`);
    return element;
  };
  const loginForm = form('login');
  const codeForm = form('code');
  const id = input(loginForm, 'id');
  const password = input(loginForm, 'password');
  const code = input(codeForm, 'code');
  let busy = false;

  /**
   * Runs one call with the form's buttons disabled; a second submit meanwhile is ignored.
   * @param {HTMLFormElement} owner
   * @param {() => Promise<boolean>} call resolves true when the page is leaving (buttons stay off)
   */
  async function run(owner, call) {
    if (busy) return;
    busy = true;
    const buttons = [...owner.querySelectorAll('button')];
    buttons.forEach((b) => (b.disabled = true));
    let leaving = false;
    try {
      leaving = await call();
    } finally {
      busy = false;
      if (!leaving) buttons.forEach((b) => (b.disabled = false));
    }
  }

  /** @param {string} sentTo */
  const toCodeStep = (sentTo) => {
    const sentToText = codeForm.querySelector('[data-sent-to]');
    if (sentToText) sentToText.textContent = sentTo;
    showFieldErrors(codeForm, []);
    showFailure(codeForm, null);
    showStatus(codeForm, '');
    code.value = '';
    loginForm.hidden = true;
    codeForm.hidden = false;
    code.focus();
  };

  /** @param {string | null} message */
  const toLoginStep = (message) => {
    password.value = '';
    code.value = '';
    codeForm.hidden = true;
    loginForm.hidden = false;
    showFieldErrors(loginForm, []);
    showFailure(loginForm, message);
    id.focus();
  };

  /**
   * Applies an outcome to `form`; true when the page leaves for the console.
   * @param {HTMLFormElement} owner
   * @param {Outcome} outcome
   */
  function apply(owner, outcome) {
    switch (outcome.kind) {
      case 'leave':
        deps.assign(returnUrl);
        return true;
      case 'code':
        toCodeStep(outcome.sentTo);
        return false;
      case 'back':
        toLoginStep(outcome.message);
        return false;
      case 'resent': {
        const sentToText = owner.querySelector('[data-sent-to]');
        if (sentToText) sentToText.textContent = outcome.sentTo;
        showStatus(owner, outcome.message);
        code.focus();
        return false;
      }
      case 'fields':
        showFieldErrors(owner, outcome.errors);
        return false;
      case 'failure':
        showFailure(owner, outcome.message);
        return false;
    }
    return false;
  }

  loginForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(loginForm, async () => {
      const values = { id: id.value.trim(), password: password.value };
      showFailure(loginForm, null);
      const empty = loginFieldErrors(values, texts.required);
      showFieldErrors(loginForm, empty);
      if (empty.length > 0) return false;
      return apply(loginForm, outcomeOf('login', await post(deps.fetch, API.login, values), texts));
    });
  });

  codeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(codeForm, async () => {
      showFailure(codeForm, null);
      showStatus(codeForm, '');
      const invalid = codeFieldErrors(code.value, code.maxLength > 0 ? code.maxLength : 6, texts.required);
      showFieldErrors(codeForm, invalid);
      if (invalid.length > 0) return false;
      const answer = await post(deps.fetch, API.securityLogin, { code: code.value.trim() });
      return apply(codeForm, outcomeOf('code', answer, texts));
    });
  });

  codeForm.querySelector('[data-action="resend"]')?.addEventListener('click', () => {
    void run(codeForm, async () => {
      showFailure(codeForm, null);
      showStatus(codeForm, '');
      return apply(codeForm, outcomeOf('resend', await post(deps.fetch, API.resendCode, {}), texts));
    });
  });

  codeForm.querySelector('[data-action="cancel"]')?.addEventListener('click', () => {
    void run(codeForm, async () => {
      // The pending session ends on the server; the password step starts over.
      await post(deps.fetch, API.logout, {});
      toLoginStep(null);
      return false;
    });
  });
}

if (typeof document !== 'undefined') {
  const root = document.querySelector('[data-login]');
  if (root instanceof HTMLElement) {
    enhanceLogin(root, {
      fetch: window.fetch.bind(window),
      assign: (url) => window.location.assign(url),
    });
  }
}
