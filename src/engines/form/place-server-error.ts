// The ONE reading of a failed send for every form (useZodForm and the wizard): a 422's
// messages land on their fields by path ('name', 'prices.0.value'); a message for a path the
// form does not show (a field of another form, 'body') is said above the form, never lost;
// when every message sits at its field the form-level message says where to look ("Check the
// fields marked in red"), not a vague "Invalid Input"; any other failure (offline, a status)
// is one translated form-level message. Messages stay i18n keys until they are shown.
import { errorMessageKey, serverFieldErrors } from '@/api/result';

export interface ServerErrorPlacement {
  /** Messages (i18n keys) to set on the fields the form shows, by path, in the server's order. */
  fields: { path: string; message: string }[];
  /** The form-level message: i18n keys shown one after the other (empty: none). */
  formMessages: string[];
}

/**
 * Where each part of a failure goes. `shows(path)` says whether the form has a field on
 * screen for a server path (the wizard: on one of its steps; a form: among its values).
 */
export function placeServerError(
  error: unknown,
  shows: (path: string) => boolean,
): ServerErrorPlacement {
  const fields: ServerErrorPlacement['fields'] = [];
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    if (shows(path)) fields.push({ path, message });
    else unplaced.push(message);
  }
  if (unplaced.length) return { fields, formMessages: unplaced };
  return { fields, formMessages: [fields.length ? 'errors:fixFields' : errorMessageKey(error)] };
}
