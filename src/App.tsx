import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from './routes.tsx';

/** The whole app below the router: the route table, with lazy routes under one Suspense boundary. */
export function App() {
  useEffect(() => {
    // Marks the page interactive once hydration has committed (tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
