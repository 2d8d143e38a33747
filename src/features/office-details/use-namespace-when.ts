// A translation namespace loaded only once a component needs it (e.g. the booking card's
// messages, shown only when a choice fails), without suspending: the caller renders the
// namespace's texts when this says it is in, so no raw key ever shows.
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

export function useNamespaceWhen(ns: string, needed: boolean): boolean {
  const { i18n } = useTranslation();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ready = i18n.hasLoadedNamespace(ns);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    void i18n.loadNamespaces(ns).then(() => live && loaded());
    return () => {
      live = false;
    };
  }, [i18n, ns, needed, ready]);
  return ready;
}
