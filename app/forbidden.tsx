import { AuthShell } from '@/components/auth/auth-shell';
import { Forbidden } from '@/components/auth/forbidden';

// Rendered with HTTP 403 (and a noindex tag) where a page calls forbidden(): requireStaffPage. Next
// sends it with every route, so it must stay static: no cookies here (the staff hint asks the
// session after hydration).
export default function ForbiddenPage() {
  return (
    <AuthShell>
      <Forbidden />
    </AuthShell>
  );
}
