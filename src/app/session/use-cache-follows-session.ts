// Cached answers depend on who asks (hearts, "my" lists) and on the language asked in
// (names, messages, content pages), yet $api keys hold neither: the cache follows them
// here, in one place, instead of every key carrying the token and the language.
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { useSession } from '@/lib/session';

const isPublic = (query: Query) =>
  typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/apiBack/v1/public/');

export function useCacheFollowsSession() {
  const client = useQueryClient();
  const { token } = useSession();
  const { language } = useLanguage();
  const seen = useRef({ token, language });

  useEffect(() => {
    const before = seen.current;
    seen.current = { token, language };
    if (before.token !== token) {
      // Nothing of the previous session stays behind; what is on screen asks again. After a
      // logout (or a 401) only public answers are asked again: the guards leave the rest.
      client.removeQueries({ type: 'inactive' });
      void client.invalidateQueries({
        type: 'active',
        predicate: (query) => token !== null || isPublic(query),
      });
    } else if (before.language !== language) {
      void client.invalidateQueries();
    }
  }, [client, token, language]);
}
