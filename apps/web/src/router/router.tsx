import { lazy, Suspense, type ComponentType, type JSX, type LazyExoticComponent } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { TopProgress } from '../components/TopProgress';
import LoadErrorPage from '../pages/LoadErrorPage';
import type { AppRoute } from './meta';
import { Root } from './Root';
import { privateRoutes, publicRoutes } from './routes';

/** Every route with a page, flattened: groups only organise the menu. */
function pages(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [...(route.page ? [route] : []), ...pages(route.children ?? [])]);
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageElement(route: AppRoute) {
  let Page = lazyPages.get(route.path);
  if (!Page) {
    Page = lazy(route.page!);
    lazyPages.set(route.path, Page);
  }
  // One boundary per route: navigations run in a transition, and a boundary
  // shared by all routes would keep showing the old page instead of the loader.
  return (
    <Suspense key={route.path} fallback={<TopProgress />}>
      <Page />
    </Suspense>
  );
}

// The signed-in shell and the 404 page load on demand: the sign-in page stays small.
const BasicLayout = lazy(() => import('../layout/BasicLayout').then((m) => ({ default: m.BasicLayout })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const suspended = (element: JSX.Element) => <Suspense fallback={<TopProgress />}>{element}</Suspense>;

const toRouteObject = (route: AppRoute): RouteObject => ({ path: route.path, element: pageElement(route), errorElement: <LoadErrorPage /> });

export function createAppRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <Root />,
      errorElement: <LoadErrorPage />,
      children: [
        ...publicRoutes.map(toRouteObject),
        { element: suspended(<BasicLayout />), errorElement: <LoadErrorPage />, children: pages(privateRoutes).map(toRouteObject) },
        { path: '*', element: suspended(<NotFoundPage />) },
      ],
    },
  ]);
}
