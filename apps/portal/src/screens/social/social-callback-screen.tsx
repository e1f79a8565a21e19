// /social/callback: where a social sign-in's provider sends the browser back (lazy: only that trip loads it).
import { SocialCallbackPage } from '@portal/feature-auth';

export function SocialCallbackScreen() {
  return <SocialCallbackPage />;
}
