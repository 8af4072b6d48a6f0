import { AccountFrame } from '@/components/auth/account-frame';
import { Forbidden } from '@/components/auth/forbidden';

// Rendered with HTTP 403 (and a noindex tag) where a page calls forbidden(): requireStaffPage. Next
// sends it with every route, so it must stay static (no cookies: the staff hint asks the session
// after hydration) and light (no translation runtime nor toaster: its client code loads on every page).
export default function ForbiddenPage() {
  return (
    <AccountFrame>
      <Forbidden />
    </AccountFrame>
  );
}
