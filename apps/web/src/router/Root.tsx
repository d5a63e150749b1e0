import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authApi } from '../api/auth';
import { bootConfig } from '../boot';
import { useSession } from '../stores/session';
import { useTabs } from '../stores/tabs';
import { TopProgress } from '../components/TopProgress';
import { decide, matchRoute } from './access';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/**
 * The guard around every route (spec §2): loads the user's menu permissions
 * after sign-in, then applies `decide()` — redirects, 401 with the tab
 * closed, 404 — and keeps the page title as app title + route name.
 */
export function Root() {
  const { pathname } = useLocation();
  const session = useSession((s) => s.session);
  const perms = useSession((s) => s.perms);
  const decision = decide(pathname, { signedIn: Boolean(session), perms });

  useEffect(() => {
    if (!session || perms) return;
    let cancelled = false;
    authApi
      .nav(session.token)
      .then((items) => !cancelled && useSession.getState().setNav(items))
      .catch(() => undefined); // the client already showed the message; 401 signs out
    return () => {
      cancelled = true;
    };
  }, [session, perms]);

  useEffect(() => {
    const name = matchRoute(pathname)?.route.meta.name;
    const { appTitle } = bootConfig();
    document.title = name ? `${appTitle} - ${name}` : appTitle;
  }, [pathname]);

  const closeTab = decision.kind === 'redirect' ? decision.closeTab : undefined;
  useEffect(() => {
    if (closeTab) useTabs.getState().close(closeTab, '');
  }, [closeTab]);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'notFound':
      return (
        <Suspense fallback={<TopProgress />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'loading':
      return <TopProgress />;
    default:
      return <Outlet />;
  }
}
