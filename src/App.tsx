import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from './routes.tsx';

/**
 * The whole app below the router: the route table, with lazy routes under one Suspense boundary.
 * While a lazy route's code loads during hydration, React keeps the boundary's prerendered HTML and
 * hydrates it once the code is there (the page's Layout then marks it hydrated).
 */
export function App() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>
    </Suspense>
  );
}
