// Tells the platform when a logged-in member switches language (lobby spec §4: "language change
// calls an update-language call"), so messages and mails reach them in it. Only changes count:
// the language a page opens in is not a choice.
import { useUpdateLanguageMutation } from '@portal/api';
import { useCurrentLanguage } from '@portal/i18n';
import { useEffect, useRef } from 'react';
import { useAuthSelector } from '../session/hooks';

export function useSyncMemberLanguage(): void {
  const { language } = useCurrentLanguage();
  const loggedIn = useAuthSelector((state) => state.auth.loggedIn);
  const [updateLanguage] = useUpdateLanguageMutation();
  const previous = useRef(language);

  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (loggedIn) void updateLanguage({ language });
  }, [language, loggedIn, updateLanguage]);
}
