import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { TopProgress } from '../components/TopProgress';
import { BasicLayout } from '../layout/BasicLayout';
import LoadErrorPage from '../pages/LoadErrorPage';
import NotFoundPage from '../pages/NotFoundPage';
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
  return (
    <Suspense fallback={<TopProgress />}>
      <Page />
    </Suspense>
  );
}

const toRouteObject = (route: AppRoute): RouteObject => ({ path: route.path, element: pageElement(route), errorElement: <LoadErrorPage /> });

export function createAppRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <Root />,
      errorElement: <LoadErrorPage />,
      children: [
        ...publicRoutes.map(toRouteObject),
        { element: <BasicLayout />, children: pages(privateRoutes).map(toRouteObject) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
